import { staticServerData } from './pageData.ts';

// Server container module of ./AboutPage: the page and its head.
export { AboutPage } from '../pages/AboutPage.tsx';
export const serverData = staticServerData(
  'About',
  (siteName) => `About ${siteName}: our mission, our team and how to reach us.`,
);
