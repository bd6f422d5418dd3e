import { httpUrlOrEmpty, type LiveFeed } from '@newsroom/shared';

export interface TickerHeadlineProps {
  item: LiveFeed;
}

/** A breaking item links to its source when it has an http(s) one ('#', the "no link" default, and anything else show as text). */
export function TickerHeadline({ item }: TickerHeadlineProps) {
  const href = httpUrlOrEmpty(item.url);
  if (!href) return <span>{item.title}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {item.title}
    </a>
  );
}
