import { staticServerData } from './pageData.ts';

// Server container module of ./SubmitStoryPage: the page and its head.
export { SubmitStoryPage } from '../pages/SubmitStoryPage.tsx';
export const serverData = staticServerData('Submit a Story', (siteName) => `Send ${siteName} a story tip.`);
