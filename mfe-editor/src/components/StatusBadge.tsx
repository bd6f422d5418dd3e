import { format } from 'date-fns';
import { STATUS_LABELS, editorialStatus } from '../lib/editorialStatus.ts';
import { Badge } from './consoleKit.styles.ts';

/** Draft / Scheduled (with its time) / Published, and Featured. */
export function StatusBadge({ story }: { story: { status: string; publishedAt: string | null; isFeatured: boolean } }) {
  const status = editorialStatus(story);
  const at = story.publishedAt ? new Date(story.publishedAt) : null;
  return (
    <>
      <Badge $kind={status}>{STATUS_LABELS[status]}</Badge>
      {status === 'scheduled' && at && (
        <span>
          for <time dateTime={at.toISOString()}>{format(at, 'd MMM yyyy, HH:mm')}</time>{' '}
        </span>
      )}
      {status === 'draft' && at && (
        <span>
          planned for <time dateTime={at.toISOString()}>{format(at, 'd MMM yyyy, HH:mm')}</time>{' '}
        </span>
      )}
      {story.isFeatured && <Badge $kind="featured">Featured</Badge>}
    </>
  );
}
