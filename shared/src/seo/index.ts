export * from './sitemap.ts';
export * from './useDocumentHead.ts';
