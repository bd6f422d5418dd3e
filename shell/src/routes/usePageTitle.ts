import { siteName, useDocumentHead } from '@newsroom/shared';

/** The shell's own pages, titled as the remotes title theirs: "Sign in | The Daily Chronicle". */
export const SHELL_PAGE_NAMES = {
  auth: 'Sign in',
  forgotPassword: 'Reset your password',
  resetPassword: 'Choose a new password',
  acceptInvite: 'Join the newsroom',
  account: 'Your account',
  security: 'Security and two-factor',
  newsletterConfirm: 'Newsletter subscription',
  newsletterManage: 'Your newsletter subscription',
  subscribe: 'Subscribe',
  alerts: 'Alerts',
} as const;

export type ShellPage = keyof typeof SHELL_PAGE_NAMES;

/** Titles the page while it is shown (the server's start-up page of these routes says only the site name). */
export function usePageTitle(page: ShellPage): void {
  useDocumentHead({ title: `${SHELL_PAGE_NAMES[page]} | ${siteName()}` });
}
