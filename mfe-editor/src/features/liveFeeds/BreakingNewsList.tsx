import { format } from 'date-fns';
import { Badge } from '../../components/consoleKit.styles.ts';
import { FeedLink } from '../../components/FeedLink.tsx';
import { FilteredList } from '../../components/FilteredList.tsx';
import { ItemRow } from '../../components/ItemRow.tsx';
import { RowButton } from '../../components/RowButton.tsx';
import { SubTitle } from './BreakingNewsPanel.styles.ts';
import { ALERT_LABELS, BREAKING_MESSAGES } from './breakingSchema.ts';
import type { EditorLiveFeed } from './editorLiveFeed.ts';
import { useDeleteBreakingNews, useSetBreakingActive } from './useBreakingNewsWrites.ts';

/** Breaking items, newest first: take one off the ticker (kept here) or put it back, or delete it. */
export function BreakingNewsList({ items }: { items: readonly EditorLiveFeed[] }) {
  const remove = useDeleteBreakingNews();
  const setActive = useSetBreakingActive();
  const onTicker = items.filter((item) => item.isActive).length;

  const row = (item: EditorLiveFeed, askDelete: (item: EditorLiveFeed) => void) => (
    <ItemRow
      key={item.id}
      data-breaking-id={item.id}
      heading="h4"
      title={item.title}
      meta={
        <>
          <Badge $kind={item.isActive ? 'published' : 'draft'}>{item.isActive ? 'On the ticker' : 'Hidden'}</Badge>
          <time dateTime={item.publishTime}>{format(new Date(item.publishTime), 'd MMM yyyy, HH:mm')}</time>
          {' · '}
          {ALERT_LABELS[item.alertStatus ?? 'none']}
          {' · '}
          <FeedLink url={item.url} />
        </>
      }
      actions={
        <>
          <RowButton
            action={item.isActive ? 'Hide from ticker' : 'Show on ticker'}
            item={item.title}
            disabled={setActive.isPending}
            onClick={() => setActive.mutate({ id: item.id, isActive: !item.isActive })}
          />
          <RowButton action="Delete" item={item.title} variant="danger" onClick={() => askDelete(item)} />
        </>
      }
    />
  );

  return (
    <section aria-labelledby="breaking-list-title">
      <SubTitle id="breaking-list-title">Breaking news items</SubTitle>
      <FilteredList
        items={items}
        summary={onTicker === 0 ? 'Nothing is on the ticker now.' : `${onTicker} on the ticker now.`}
        emptyText="No breaking news yet."
        renderRow={row}
        remove={{
          title: 'Delete breaking news?',
          confirmLabel: 'Delete',
          describe: (item) => `${BREAKING_MESSAGES.confirmDelete} “${item.title}”`,
          mutation: remove,
        }}
      />
    </section>
  );
}
