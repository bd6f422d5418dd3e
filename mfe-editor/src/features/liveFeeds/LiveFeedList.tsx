import { Button } from '@newsroom/shared';
import { format } from 'date-fns';
import { Badge, PanelHeader } from '../../components/consoleKit.styles.ts';
import { FeedLink } from '../../components/FeedLink.tsx';
import { FilteredList } from '../../components/FilteredList.tsx';
import { ItemRow } from '../../components/ItemRow.tsx';
import { RowButton } from '../../components/RowButton.tsx';
import { LIVE_FEED_MESSAGES, type EditorLiveFeed } from './editorLiveFeed.ts';
import { useDeleteLiveFeed, useSetLiveFeedActive } from './useEditorLiveFeeds.ts';

export interface LiveFeedListProps {
  feeds: readonly EditorLiveFeed[];
  onNew: () => void;
  onEdit: (id: string) => void;
}

/** Every live feed, newest first, with edit, activate/deactivate and delete (after confirmation). */
export function LiveFeedList({ feeds, onNew, onEdit }: LiveFeedListProps) {
  const remove = useDeleteLiveFeed();
  const setActive = useSetLiveFeedActive();
  const active = feeds.filter((feed) => feed.isActive).length;

  const row = (feed: EditorLiveFeed, askDelete: (feed: EditorLiveFeed) => void) => (
    <ItemRow
      key={feed.id}
      data-feed-id={feed.id}
      title={feed.title}
      meta={
        <>
          <Badge $kind={feed.isActive ? 'published' : 'draft'}>{feed.isActive ? 'Active' : 'Inactive'}</Badge>
          {feed.category === 'breaking' && <Badge $kind="featured">Breaking</Badge>}
          <span>
            {feed.source} · {feed.category} ·{' '}
            <time dateTime={feed.publishTime}>{format(new Date(feed.publishTime), 'd MMM yyyy, HH:mm')}</time>
          </span>
        </>
      }
      details={
        <>
          {feed.description && <p>{feed.description}</p>}
          <p>
            <FeedLink url={feed.url} />
          </p>
        </>
      }
      actions={
        <>
          <RowButton action="Edit" item={feed.title} onClick={() => onEdit(feed.id)} />
          <RowButton
            action={feed.isActive ? 'Deactivate' : 'Activate'}
            item={feed.title}
            disabled={setActive.isPending}
            onClick={() => setActive.mutate({ id: feed.id, isActive: !feed.isActive })}
          />
          <RowButton action="Delete" item={feed.title} variant="danger" onClick={() => askDelete(feed)} />
        </>
      }
    />
  );

  return (
    <section aria-labelledby="feeds-title">
      <PanelHeader>
        <h2 id="feeds-title">Live Feeds</h2>
        <Button onClick={onNew}>New live feed</Button>
      </PanelHeader>
      <FilteredList
        items={feeds}
        summary={`${feeds.length} live feeds, ${active} active. Active feeds show in the home page's Live Updates panel as soon as they are saved.`}
        emptyText="No live feeds yet."
        renderRow={row}
        remove={{
          title: 'Delete live feed?',
          confirmLabel: 'Delete live feed',
          describe: (feed) => `${LIVE_FEED_MESSAGES.confirmDelete} “${feed.title}”`,
          mutation: remove,
        }}
      />
    </section>
  );
}
