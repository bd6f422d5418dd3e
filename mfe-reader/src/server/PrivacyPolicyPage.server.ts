import { staticServerData } from './pageData.ts';

// Server container module of ./PrivacyPolicyPage: the page and its head.
export { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage.tsx';
export const serverData = staticServerData(
  'Privacy Policy',
  (siteName) => `How ${siteName} handles your personal data.`,
);
