/** The dashboard's tabs, in order; the value is kept in the URL (/admin?tab=events). */
export const DASHBOARD_TABS = [
  { value: 'ads', label: 'Custom Advertisements' },
  { value: 'content', label: 'Content Management' },
  { value: 'events', label: 'Live Events' },
  { value: 'users', label: 'Users and Roles' },
  { value: 'messages', label: 'Messages' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'health', label: 'Site Health' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

export const DEFAULT_TAB: DashboardTab = 'ads';

/** The tab named by the query string, or the first tab for a missing or unknown value. */
export function parseDashboardTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_TAB;
}
