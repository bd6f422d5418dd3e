import { safeLinkOrEmpty, type LiveFeed } from '@newsroom/shared';

export interface TickerHeadlineProps {
  item: LiveFeed;
}

/**
 * A breaking item links where its url says: a page of this site (/story/<id>) in the same tab, an
 * http(s) source in a new one; '#' (the "no link" default) and anything else show as text.
 */
export function TickerHeadline({ item }: TickerHeadlineProps) {
  const href = safeLinkOrEmpty(item.url);
  if (!href) return <span>{item.title}</span>;
  if (href.startsWith('/')) return <a href={href}>{item.title}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {item.title}
    </a>
  );
}
