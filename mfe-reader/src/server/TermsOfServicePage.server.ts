import { staticServerData } from './pageData.ts';

// Server container module of ./TermsOfServicePage: the page and its head.
export { TermsOfServicePage } from '../pages/TermsOfServicePage.tsx';
export const serverData = staticServerData('Terms of Service', (siteName) => `The terms of using ${siteName}.`);
