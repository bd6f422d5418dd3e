// Server container module of ./SitemapPage: the page and the data its server render needs.
export { SitemapPage } from '../pages/SitemapPage.tsx';
export { sitemapServerData as serverData } from './pageData.ts';
