// @newsroom/shared/sitemap: the sitemaps' XML, out of the barrel every page loads (decision 182).
export * from './sitemap.ts';
export * from './sitemapIndex.ts';
