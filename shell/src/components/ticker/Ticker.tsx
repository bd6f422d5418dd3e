import { useBreakingNews, VisuallyHidden } from '@newsroom/shared';
import { useState } from 'react';
import { TickerHeadline } from './TickerHeadline.tsx';
import { Bar, Label, Marquee, PauseButton, Viewport } from './Ticker.styles.ts';
import { useRotation } from './useRotation.ts';

export const TICKER_TEXT = {
  loading: 'Loading breaking news…',
  empty: 'No breaking news at this time',
} as const;

/**
 * Red BREAKING bar when breaking items exist (rotating every 8 s), a loading text while
 * loading, and a grey NEWS bar with "No breaking news at this time" otherwise (a load error too:
 * the header must never show an error box). Updates live through realtime invalidation.
 */
export function Ticker() {
  const { data, isPending } = useBreakingNews();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const items = data ?? [];
  const index = useRotation(items.length, paused || hovered, items[0]?.id);

  if (isPending || items.length === 0) {
    return (
      <Bar
        $tone="neutral"
        aria-labelledby="ticker-label"
        data-testid="ticker"
        data-state={isPending ? 'loading' : 'empty'}
      >
        <Label id="ticker-label">NEWS</Label>
        <Viewport>
          <Marquee $animate={false} role={isPending ? 'status' : undefined}>
            {isPending ? TICKER_TEXT.loading : TICKER_TEXT.empty}
          </Marquee>
        </Viewport>
      </Bar>
    );
  }

  const current = items[index];
  return (
    <Bar
      $tone="breaking"
      aria-labelledby="ticker-label"
      data-testid="ticker"
      data-state="breaking"
      data-count={items.length}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <Label id="ticker-label">BREAKING</Label>
      <Viewport>
        {/* key: each new headline restarts the marquee from the right edge. */}
        <Marquee key={current.id} $animate={!paused} data-testid="ticker-item">
          <TickerHeadline item={current} />
        </Marquee>
      </Viewport>
      {items.length > 1 && (
        <PauseButton type="button" onClick={() => setPaused((value) => !value)}>
          {paused ? 'Play' : 'Pause'}
          <VisuallyHidden> breaking news</VisuallyHidden>
        </PauseButton>
      )}
    </Bar>
  );
}
