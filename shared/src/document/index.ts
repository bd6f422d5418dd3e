// Story documents (issue 48, decision 164): the one schema, its validator and plain text, and the renderer.
export * from './schema.ts';
export * from './types.ts';
export { validateDocument } from './validate.ts';
export { plainText } from './plainText.ts';
export { fromPlainText } from './fromPlainText.ts';
export * from './render/index.ts';
export { livePostText } from './livePostText.ts';
export * from './storySearch.ts';
