// Server container module of ./SearchPage: the page and the data its server render needs.
export { SearchPage } from '../pages/SearchPage.tsx';
export { searchServerData as serverData } from './pageData.ts';
