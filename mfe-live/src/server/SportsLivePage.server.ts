// Server container module of ./SportsLivePage: the module and the data its server render needs.
export { SportsLivePage } from '../pages/SportsLivePage.tsx';
export { sportsLiveServerData as serverData } from './pageData.ts';
