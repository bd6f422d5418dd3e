import { Tab, TabPanel, Tabs } from '@newsroom/shared/tabs';
import { AdsTab } from '../features/ads/AdsTab.tsx';
import { ContentTab } from '../features/content/ContentTab.tsx';
import { DASHBOARD_TABS } from '../features/dashboard/dashboardTabs.ts';
import { MessagesTabLabel } from '../features/messages/MessagesTabLabel.tsx';
import { useDashboardTab } from '../features/dashboard/useDashboardTab.ts';
import { EventsTab } from '../features/events/EventsTab.tsx';
import { HealthTab } from '../features/health/HealthTab.tsx';
import { MessagesTab } from '../features/messages/MessagesTab.tsx';
import { NewsletterTab } from '../features/newsletter/NewsletterTab.tsx';
import { UsersTab } from '../features/users/UsersTab.tsx';
import { DashboardTabList, Header, Page, Subtitle, Title } from './AdminDashboardPage.styles.ts';

const PANELS = {
  ads: AdsTab,
  content: ContentTab,
  events: EventsTab,
  users: UsersTab,
  messages: MessagesTab,
  newsletter: NewsletterTab,
  health: HealthTab,
} as const;

/**
 * The admin dashboard (exposed as ./AdminDashboardPage; the shell lets only admins in, and the
 * database refuses every write here to anyone else). Only the open tab is mounted, so only its
 * data loads.
 */
export function AdminDashboardPage() {
  const [tab, setTab] = useDashboardTab();
  return (
    <Page>
      <Header>
        <Title>Admin Dashboard</Title>
        <Subtitle>Advertisements, live events, content, roles, readers’ messages and the newsletter.</Subtitle>
      </Header>
      <Tabs value={tab} onValueChange={setTab}>
        <DashboardTabList aria-label="Admin dashboard sections">
          {DASHBOARD_TABS.map(({ value, label }) => (
            <Tab key={value} value={value}>
              {value === 'messages' ? <MessagesTabLabel /> : label}
            </Tab>
          ))}
        </DashboardTabList>
        {DASHBOARD_TABS.map(({ value }) => {
          const Panel = PANELS[value];
          return (
            <TabPanel key={value} value={value}>
              <Panel />
            </TabPanel>
          );
        })}
      </Tabs>
    </Page>
  );
}
