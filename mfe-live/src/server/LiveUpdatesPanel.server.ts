// Server container module of ./LiveUpdatesPanel: the module and the data its server render needs.
export { LiveUpdatesPanel } from '../panels/LiveUpdatesPanel.tsx';
export { liveUpdatesServerData as serverData } from './pageData.ts';
