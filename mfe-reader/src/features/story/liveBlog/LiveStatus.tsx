import type { Story } from '@newsroom/shared';
import { formatClock } from '../../../lib/formatDate.ts';
import { EndedNotice, LiveBadge, StatusLine } from './LiveBlog.styles.ts';

/** LIVE and "Updated HH:mm" while the blog runs; the ended notice after. */
export function LiveStatus({ story, updatedAt }: { story: Story; updatedAt: string }) {
  if (story.liveState === 'ended') return <EndedNotice role="note">This live blog has ended</EndedNotice>;
  return (
    <StatusLine>
      <LiveBadge>LIVE</LiveBadge>
      {updatedAt && (
        <span>
          Updated <time dateTime={updatedAt}>{formatClock(updatedAt)}</time>
        </span>
      )}
    </StatusLine>
  );
}
