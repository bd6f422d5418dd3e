import { Button, VisuallyHidden } from '@newsroom/shared';
import { format } from 'date-fns';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import type { EditorLiveFeed } from '../liveFeeds/editorLiveFeed.ts';
import { FeedLink } from '../liveFeeds/FeedLink.tsx';
import { Badge, Muted, Row, RowActions, RowText, Rows } from '../stories/StoriesPanel.styles.ts';
import { SubTitle } from './BreakingNewsPanel.styles.ts';
import { BREAKING_MESSAGES } from './breakingSchema.ts';
import { useDeleteBreakingNews, useSetBreakingActive } from './useBreakingNewsWrites.ts';

/** Breaking items, newest first: take one off the ticker (kept here) or put it back, or delete it. */
export function BreakingNewsList({ items }: { items: readonly EditorLiveFeed[] }) {
  const [toDelete, setToDelete] = useState<EditorLiveFeed | null>(null);
  const remove = useDeleteBreakingNews();
  const setActive = useSetBreakingActive();
  const onTicker = items.filter((item) => item.isActive).length;

  return (
    <section aria-labelledby="breaking-list-title">
      <SubTitle id="breaking-list-title">Breaking news items</SubTitle>
      <Muted aria-live="polite">
        {onTicker === 0 ? 'Nothing is on the ticker now.' : `${onTicker} on the ticker now.`}
      </Muted>
      {items.length === 0 ? (
        <Muted>No breaking news yet.</Muted>
      ) : (
        <Rows>
          {items.map((item) => (
            <Row key={item.id} data-breaking-id={item.id}>
              <RowText>
                <h4>{item.title}</h4>
                <p>
                  <Badge $kind={item.isActive ? 'published' : 'draft'}>
                    {item.isActive ? 'On the ticker' : 'Hidden'}
                  </Badge>
                  <time dateTime={item.publishTime}>{format(new Date(item.publishTime), 'd MMM yyyy, HH:mm')}</time>
                  {' · '}
                  <FeedLink url={item.url} />
                </p>
              </RowText>
              <RowActions>
                <Button
                  $size="sm"
                  $variant="secondary"
                  disabled={setActive.isPending}
                  onClick={() => setActive.mutate({ id: item.id, isActive: !item.isActive })}
                >
                  {item.isActive ? 'Hide from ticker' : 'Show on ticker'}
                  <VisuallyHidden> {item.title}</VisuallyHidden>
                </Button>
                <Button $size="sm" $variant="danger" onClick={() => setToDelete(item)}>
                  Delete<VisuallyHidden> {item.title}</VisuallyHidden>
                </Button>
              </RowActions>
            </Row>
          ))}
        </Rows>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete breaking news?"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
        onCancel={() => setToDelete(null)}
      >
        {`${BREAKING_MESSAGES.confirmDelete} “${toDelete?.title ?? ''}”`}
      </ConfirmDialog>
    </section>
  );
}
