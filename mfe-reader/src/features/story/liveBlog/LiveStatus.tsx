import type { Story } from '@newsroom/shared';
import { EndedNotice, LiveBadge, StatusLine } from './LiveBlog.styles.ts';
import { formatLiveTime } from './liveTime.ts';

export interface LiveStatusProps {
  story: Story;
  updatedAt: string;
  now: number | null;
}

/** LIVE and "Updated 10:50 GMT" (with the day if not today) while the blog runs; the ended notice after. */
export function LiveStatus({ story, updatedAt, now }: LiveStatusProps) {
  if (story.liveState === 'ended') return <EndedNotice role="note">This live blog has ended</EndedNotice>;
  return (
    <StatusLine>
      <LiveBadge>LIVE</LiveBadge>
      {updatedAt && (
        <span>
          Updated <time dateTime={updatedAt}>{formatLiveTime(updatedAt, now)}</time>
        </span>
      )}
    </StatusLine>
  );
}
