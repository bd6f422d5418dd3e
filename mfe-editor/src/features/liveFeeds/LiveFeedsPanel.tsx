import { LoadFailure } from '@newsroom/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ItemGone } from '../../components/ItemGone.tsx';
import type { ConsolePanelProps } from '../../components/consolePanel.ts';
import { Muted } from '../../components/consoleKit.styles.ts';
import type { EditorLiveFeed } from './editorLiveFeed.ts';
import { LiveFeedEditor } from './LiveFeedEditor.tsx';
import { LiveFeedList } from './LiveFeedList.tsx';
import { useEditorLiveFeeds } from './useEditorLiveFeeds.ts';

/** ?feed=new or ?feed=<id> opens the form, so a reload comes back to it. */
const FEED_PARAM = 'feed';

function OpenFeed({ id, feeds, onClose }: { id: string; feeds: readonly EditorLiveFeed[]; onClose: () => void }) {
  // The form keeps the feed as it was when opened; its updated_at guards the save.
  const [opened] = useState(() => feeds.find((feed) => feed.id === id) ?? null);
  if (id !== 'new' && !opened) {
    return <ItemGone thing="live feed" list="live feeds" onBack={onClose} />;
  }
  return <LiveFeedEditor feed={opened} onClose={onClose} />;
}

/** The Live Feeds tab: the list of every feed, or one feed's form. */
export function LiveFeedsPanel(_props: ConsolePanelProps) {
  const [params, setParams] = useSearchParams();
  const feeds = useEditorLiveFeeds();
  const openId = params.get(FEED_PARAM);
  const close = () => setParams({ tab: 'feeds' });

  if (!feeds.data && feeds.error) {
    return <LoadFailure message={feeds.error.message} onRetry={() => void feeds.refetch()} />;
  }
  if (!feeds.data) return <Muted role="status">Loading live feeds…</Muted>;
  if (openId) return <OpenFeed key={openId} id={openId} feeds={feeds.data} onClose={close} />;
  return (
    <LiveFeedList
      feeds={feeds.data}
      onNew={() => setParams({ tab: 'feeds', [FEED_PARAM]: 'new' })}
      onEdit={(id) => setParams({ tab: 'feeds', [FEED_PARAM]: id })}
    />
  );
}
