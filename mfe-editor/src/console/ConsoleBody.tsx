import { LoadFailure } from '@newsroom/shared';
import { Tab, TabList, TabPanel, Tabs } from '@newsroom/shared/tabs';
import { StatCards } from './StatCards.tsx';
import { useEssayCount, useStoryCounts } from './useConsoleCounts.ts';
import { CONSOLE_TABS, type ConsoleTab } from './consoleTabs.ts';
import { Status } from './EditorConsole.styles.ts';
import { useConsoleTab } from './useConsoleTab.ts';

export interface ConsoleBodyProps {
  isAdmin: boolean;
  /** Every tab for editors and admins; a contributor's Stories only. */
  tabs?: readonly ConsoleTab[];
}

/** The console: stat cards, then the tabs (the open one in the URL). */
export function ConsoleBody({ isAdmin, tabs = CONSOLE_TABS }: ConsoleBodyProps) {
  const [tab, setTab] = useConsoleTab(tabs);
  const stories = useStoryCounts();
  const essays = useEssayCount();

  // Only a first load that failed replaces the console: a failed background refresh keeps the cards
  // (and any open list or form) on screen; its toast says what happened. Each list loads its own
  // page inside its tab, and shows the same failure view there.
  const failure = (!stories.data && stories.error) || (essays.data === undefined && essays.error);
  if (failure) {
    const retry = () => {
      void stories.refetch();
      void essays.refetch();
    };
    return <LoadFailure message={failure.message} onRetry={retry} />;
  }
  if (!stories.data || essays.data === undefined) return <Status role="status">Loading…</Status>;

  return (
    <>
      <StatCards stories={stories.data} essays={essays.data} isAdmin={isAdmin} />
      <Tabs value={tab} onValueChange={setTab} activationMode="manual">
        <TabList aria-label="Content to manage">
          {tabs.map(({ id, label }) => (
            <Tab key={id} value={id}>
              {label}
            </Tab>
          ))}
        </TabList>
        {tabs.map(({ id, Panel }) => (
          <TabPanel key={id} value={id}>
            <Panel isAdmin={isAdmin} />
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
