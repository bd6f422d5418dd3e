// Server container module of ./HomePage: the page and the data its server render needs.
export { HomePage } from '../pages/HomePage.tsx';
export { homeServerData as serverData } from './pageData.ts';
