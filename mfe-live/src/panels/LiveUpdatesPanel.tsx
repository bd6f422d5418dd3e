import {
  errorDetail,
  safeLinkOrEmpty,
  useLiveFeeds,
  useRenderClock,
  type LiveFeed,
  type LiveUpdatesPanelProps,
  type LiveUpdatesVariant,
} from '@newsroom/shared';
import { formatAgo } from './formatTime.ts';
import { Item, Strip } from './LiveUpdatesPanel.styles.ts';
import { LiveDot, PanelBox } from './panelStyles.ts';

/** 5 updates in the sidebar, 4 in the mobile strip. */
export const LIVE_UPDATE_LIMITS: Readonly<Record<LiveUpdatesVariant, number>> = { sidebar: 5, mobile: 4 };

// Props are the live contract's (shared): the reader's home page passes them.
export type { LiveUpdatesPanelProps, LiveUpdatesVariant };

/** A path on this site (/story/<id>) opens in the same tab, an http(s) source in a new one. */
function FeedTitle({ feed }: { feed: LiveFeed }) {
  // "#" (no link) and anything hostile show as plain text.
  const href = safeLinkOrEmpty(feed.url);
  if (!href) return <strong>{feed.title}</strong>;
  if (href.startsWith('/')) return <a href={href}>{feed.title}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {feed.title}
    </a>
  );
}

function FeedItem({ feed }: { feed: LiveFeed }) {
  const { now, timeZone } = useRenderClock();
  return (
    <Item>
      <FeedTitle feed={feed} />
      <small>{[feed.source, formatAgo(feed.publishTime, now, timeZone)].filter(Boolean).join(' · ')}</small>
    </Item>
  );
}

/**
 * Exposed as ./LiveUpdatesPanel (home page): the newest active live feeds, refreshed in real time.
 * A load failure is toasted once by the shared query cache (the query's meta).
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
