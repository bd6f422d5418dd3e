/* eslint-disable no-restricted-imports -- The story editor's parts live in its feature (features/stories/body)
   while that editor is being extended; the kit's DocumentField reuses them from this one place until they
   move into the kit (decision 171). Nothing else in the kit imports a feature. */
export { BodyDialogs } from '../../features/stories/body/BodyDialogs.tsx';
export { BodyToolbar } from '../../features/stories/body/BodyToolbar.tsx';
export {
  BLOCK_ACTIONS,
  MARK_ACTIONS,
  type BodyAction,
  type BodyDialog,
} from '../../features/stories/body/blockCommands.ts';
export { stripPastedHtml } from '../../features/stories/body/pasteCleaning.ts';
export { sameJson } from '../../features/stories/body/sameJson.ts';
export { storyExtensions } from '../../features/stories/body/storyExtensions.ts';
export { EditorSurface } from '../../features/stories/body/StoryBodyEditor.styles.ts';
export { trimDocument } from '../../features/stories/body/trimDocument.ts';
