import { staticServerData } from './pageData.ts';

// Server container module of ./ContactPage: the page and its head.
export { ContactPage } from '../pages/ContactPage.tsx';
export const serverData = staticServerData(
  'Contact',
  (siteName) => `Contact ${siteName}: send us a message, or find our e-mail, phone and address.`,
);
