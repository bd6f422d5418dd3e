import { errorDetail, useLiveFeeds, type LiveFeed } from '@newsroom/shared';
import styled from 'styled-components';
import { formatAgo } from './formatTime.ts';
import { clampLines, LiveDot, PanelBox } from './panelStyles.ts';

/** SPEC §9: 5 updates in the sidebar, 4 in the mobile strip. */
export const LIVE_UPDATE_LIMITS = { sidebar: 5, mobile: 4 } as const;
export type LiveUpdatesVariant = keyof typeof LIVE_UPDATE_LIMITS;

export interface LiveUpdatesPanelProps {
  /** 'sidebar' on large screens, 'mobile' for the strip at the top on small ones. */
  variant?: LiveUpdatesVariant;
}

const Strip = styled(PanelBox)`
  ul {
    grid-auto-flow: column;
    grid-auto-columns: minmax(14rem, 80%);
    overflow-x: auto;
    scroll-snap-type: x mandatory;
  }
  li {
    scroll-snap-align: start;
    padding-right: ${({ theme }) => theme.space.sm};
  }
`;

const Item = styled.li`
  display: grid;
  gap: 2px;
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.paperMuted};
  a,
  strong {
    ${clampLines(2)}
    color: inherit;
    font-weight: 600;
    line-height: 1.35;
  }
  small {
    ${clampLines(1)}
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

function FeedItem({ feed }: { feed: LiveFeed }) {
  const linked = feed.url && feed.url !== '#';
  return (
    <Item>
      {linked ? (
        <a href={feed.url} target="_blank" rel="noopener noreferrer">
          {feed.title}
        </a>
      ) : (
        <strong>{feed.title}</strong>
      )}
      <small>{[feed.source, formatAgo(feed.publishTime)].filter(Boolean).join(' · ')}</small>
    </Item>
  );
}

/**
 * Exposed as ./LiveUpdatesPanel (home page): the newest active live feeds, refreshed in real time.
 */
export function LiveUpdatesPanel({ variant = 'sidebar' }: LiveUpdatesPanelProps) {
  const { data: feeds, isPending, isError, error } = useLiveFeeds();
  const Box = variant === 'mobile' ? Strip : PanelBox;
  const items = (feeds ?? []).slice(0, LIVE_UPDATE_LIMITS[variant]);
  return (
    <Box aria-labelledby={`live-updates-${variant}`} data-testid={`live-updates-${variant}`}>
      <h2 id={`live-updates-${variant}`}>
        <LiveDot aria-hidden="true" />
        Live Updates
      </h2>
      {isPending && (
        <p className="note" role="status">
          Loading live updates…
        </p>
      )}
      {isError && (
        <p className="note" role="alert">
          Error loading live feeds: {errorDetail(error)}
        </p>
      )}
      {!isPending && !isError && items.length === 0 && <p className="note">No live feeds available</p>}
      {items.length > 0 && (
        <ul>
          {items.map((feed) => (
            <FeedItem key={feed.id} feed={feed} />
          ))}
        </ul>
      )}
    </Box>
  );
}

export default LiveUpdatesPanel;
