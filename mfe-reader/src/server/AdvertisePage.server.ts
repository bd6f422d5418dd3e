import { staticServerData } from './pageData.ts';

// Server container module of ./AdvertisePage: the page and its head.
export { AdvertisePage } from '../pages/AdvertisePage.tsx';
export const serverData = staticServerData(
  'Advertise',
  (siteName) =>
    `Advertising with ${siteName}: banner ads, sponsored content, newsletter sponsorship and social promotion.`,
);
