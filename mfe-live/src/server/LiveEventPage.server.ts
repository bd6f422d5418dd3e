// Server container module of ./LiveEventPage: the module and the data its server render needs.
export { LiveEventPage } from '../pages/LiveEventPage.tsx';
export { liveEventServerData as serverData } from './pageData.ts';
