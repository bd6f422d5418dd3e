import type { LiveFeed } from '@newsroom/shared';

export interface TickerHeadlineProps {
  item: LiveFeed;
}

/** A breaking item links to its source when it has one ('#' is the "no link" default). */
export function TickerHeadline({ item }: TickerHeadlineProps) {
  const hasLink = item.url !== '' && item.url !== '#';
  if (!hasLink) return <span>{item.title}</span>;
  return (
    <a href={item.url} target="_blank" rel="noopener noreferrer">
      {item.title}
    </a>
  );
}
