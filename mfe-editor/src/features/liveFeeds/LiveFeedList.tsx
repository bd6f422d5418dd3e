import { Button, VisuallyHidden } from '@newsroom/shared';
import { format } from 'date-fns';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Badge, Muted, PanelHeader, Row, RowActions, RowText, Rows } from '../stories/StoriesPanel.styles.ts';
import { LIVE_FEED_MESSAGES, type EditorLiveFeed } from './editorLiveFeed.ts';
import { FeedLink } from './FeedLink.tsx';
import { useDeleteLiveFeed, useSetLiveFeedActive } from './useEditorLiveFeeds.ts';

export interface LiveFeedListProps {
  feeds: readonly EditorLiveFeed[];
  onNew: () => void;
  onEdit: (id: string) => void;
}

/** Every live feed, newest first, with edit, activate/deactivate and delete (after confirmation). */
export function LiveFeedList({ feeds, onNew, onEdit }: LiveFeedListProps) {
  const [toDelete, setToDelete] = useState<EditorLiveFeed | null>(null);
  const remove = useDeleteLiveFeed();
  const setActive = useSetLiveFeedActive();
  const active = feeds.filter((feed) => feed.isActive).length;

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  };

  return (
    <section aria-labelledby="feeds-title">
      <PanelHeader>
        <h2 id="feeds-title">Live Feeds</h2>
        <Button onClick={onNew}>New live feed</Button>
      </PanelHeader>
      <Muted>
        {feeds.length} live feeds, {active} active. Active feeds show in the home page&apos;s Live Updates panel as soon
        as they are saved.
      </Muted>
      {feeds.length === 0 ? (
        <Muted>No live feeds yet.</Muted>
      ) : (
        <Rows>
          {feeds.map((feed) => (
            <Row key={feed.id} data-feed-id={feed.id}>
              <RowText>
                <h3>{feed.title}</h3>
                <p>
                  <Badge $kind={feed.isActive ? 'published' : 'draft'}>{feed.isActive ? 'Active' : 'Inactive'}</Badge>
                  {feed.category === 'breaking' && <Badge $kind="featured">Breaking</Badge>}
                  <span>
                    {feed.source} · {feed.category} ·{' '}
                    <time dateTime={feed.publishTime}>{format(new Date(feed.publishTime), 'd MMM yyyy, HH:mm')}</time>
                  </span>
                </p>
                {feed.description && <p>{feed.description}</p>}
                <p>
                  <FeedLink url={feed.url} />
                </p>
              </RowText>
              <RowActions>
                <Button $size="sm" $variant="secondary" onClick={() => onEdit(feed.id)}>
                  Edit<VisuallyHidden> {feed.title}</VisuallyHidden>
                </Button>
                <Button
                  $size="sm"
                  $variant="secondary"
                  disabled={setActive.isPending}
                  onClick={() => setActive.mutate({ id: feed.id, isActive: !feed.isActive })}
                >
                  {feed.isActive ? 'Deactivate' : 'Activate'}
                  <VisuallyHidden> {feed.title}</VisuallyHidden>
                </Button>
                <Button $size="sm" $variant="danger" onClick={() => setToDelete(feed)}>
                  Delete<VisuallyHidden> {feed.title}</VisuallyHidden>
                </Button>
              </RowActions>
            </Row>
          ))}
        </Rows>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete live feed?"
        confirmLabel="Delete live feed"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {`${LIVE_FEED_MESSAGES.confirmDelete} “${toDelete?.title ?? ''}”`}
      </ConfirmDialog>
    </section>
  );
}
