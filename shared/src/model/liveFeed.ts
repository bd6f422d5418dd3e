import { resolvePublishTime } from './publishTime.ts';
import { idOf, textOr } from './text.ts';

export interface LiveFeedRow {
  id?: string | number | null;
  title?: string | null;
  description?: string | null;
  url?: string | null;
  source?: string | null;
  category?: string | null;
  is_active?: boolean | null;
  created_at?: string | null;
  updated_at?: string | null;
  published_at?: string | null;
}

export interface LiveFeed {
  id: string;
  title: string;
  description: string;
  url: string;
  source: string;
  category: string;
  isActive: boolean;
  /** published_at, else created_at, else now (same rule as stories). */
  publishTime: string;
  createdAt: string;
}

export function mapLiveFeedRow(row: LiveFeedRow, now: Date = new Date()): LiveFeed | null {
  const id = idOf(row.id);
  const title = textOr(row.title);
  if (!id || !title.trim()) return null;
  return {
    id,
    title,
    description: textOr(row.description),
    url: textOr(row.url),
    source: textOr(row.source),
    category: textOr(row.category, 'general') || 'general',
    isActive: row.is_active !== false,
    publishTime: resolvePublishTime(row.published_at, row.created_at, now),
    createdAt: resolvePublishTime(row.created_at, null, now),
  };
}

export function mapLiveFeedRows(rows: readonly LiveFeedRow[] | null | undefined, now: Date = new Date()): LiveFeed[] {
  return (rows ?? []).flatMap((row) => {
    const feed = mapLiveFeedRow(row, now);
    return feed ? [feed] : [];
  });
}
