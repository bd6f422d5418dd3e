// Server container module of ./LiveEventsPanel: the module and the data its server render needs.
export { LiveEventsPanel } from '../panels/LiveEventsPanel.tsx';
export { liveEventsServerData as serverData } from './pageData.ts';
