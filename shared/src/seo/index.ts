export * from './sitemap.ts';
export * from './useDocumentHead.ts';
export * from './sitemapIndex.ts';
