import { LoadFailure } from '@newsroom/shared';
import type { ConsolePanelProps } from '../../components/consolePanel.ts';
import { useEditorLiveFeeds } from './useEditorLiveFeeds.ts';
import { Muted, PanelHeader } from '../../components/consoleKit.styles.ts';
import { BreakingNewsForm } from './BreakingNewsForm.tsx';
import { BreakingNewsList } from './BreakingNewsList.tsx';
import { HeldAlerts } from './HeldAlerts.tsx';

/** The Breaking News tab: add an item to the ticker (and alert), cancel a held alert, hide or delete items. */
export function BreakingNewsPanel(_props: ConsolePanelProps) {
  const feeds = useEditorLiveFeeds();
  const items = (feeds.data ?? []).filter((feed) => feed.category === 'breaking');
  return (
    <section aria-labelledby="breaking-title">
      <PanelHeader>
        <h2 id="breaking-title">Breaking News</h2>
      </PanelHeader>
      <BreakingNewsForm />
      <HeldAlerts items={items} />
      {!feeds.data && feeds.error && <LoadFailure message={feeds.error.message} onRetry={() => void feeds.refetch()} />}
      {!feeds.data && !feeds.error && <Muted role="status">Loading breaking news…</Muted>}
      {feeds.data && <BreakingNewsList items={items} />}
    </section>
  );
}
