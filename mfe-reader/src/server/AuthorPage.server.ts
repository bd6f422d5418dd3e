// Server container module of ./AuthorPage: the page and the data its server render needs.
export { AuthorPage } from '../pages/AuthorPage.tsx';
export { authorServerData as serverData } from './pageData.ts';
