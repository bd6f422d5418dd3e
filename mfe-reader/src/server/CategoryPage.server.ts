// Server container module of ./CategoryPage: the page and the data its server render needs.
export { CategoryPage } from '../pages/CategoryPage.tsx';
export { categoryServerData as serverData } from './pageData.ts';
