// Server container module of ./LiveEventsPage: the module and the data its server render needs.
export { LiveEventsPage } from '../pages/LiveEventsPage.tsx';
export { liveEventsPageServerData as serverData } from './pageData.ts';
