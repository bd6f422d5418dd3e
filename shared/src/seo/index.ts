// Not here: sitemap.ts and sitemapIndex.ts, the sitemaps' XML (@newsroom/shared/sitemap, ./sitemaps.ts):
// only the shell's server and the reader's sitemap page build them, so every page's barrel does not carry them.
export * from './useDocumentHead.ts';
