import { mapLiveFeedRow, type LiveFeed, type LiveFeedRow } from '@newsroom/shared';
import type { LiveFeedCategory, LiveFeedValues } from './liveFeedSchema.ts';

/** A live feed as the console edits it: the reader's shape plus the row's updated_at. */
export interface EditorLiveFeed extends LiveFeed {
  /** The row's updated_at as stored: an update made from it is refused if the row moved since. */
  updatedAt: string | null;
  /** Breaking items: none (ticker only) | held | sent | cancelled. */
  alertStatus?: string;
  /** When a held alert is mailed. */
  alertDueAt?: string | null;
}

/** A live_feeds row as the console reads it: the reader's columns and the alert's. */
type EditorLiveFeedRow = LiveFeedRow & { alert_status?: string | null; alert_due_at?: string | null };

export const LIVE_FEED_MESSAGES = {
  saved: 'Live feed saved',
  saveFailed: 'Failed to save live feed',
  deleted: 'Live feed deleted',
  deleteFailed: 'Failed to delete live feed',
  confirmDelete: 'Are you sure you want to delete this live feed?',
  statusChanged: 'Live feed updated',
  statusFailed: 'Failed to update live feed',
} as const;

export function mapEditorLiveFeeds(rows: ReadonlyArray<EditorLiveFeedRow> | null | undefined): EditorLiveFeed[] {
  return (rows ?? []).flatMap((row) => {
    const feed = mapLiveFeedRow(row);
    if (!feed) return [];
    const alert = { alertStatus: row.alert_status ?? 'none', alertDueAt: row.alert_due_at ?? null };
    return [{ ...feed, updatedAt: row.updated_at ?? null, ...alert }];
  });
}

/** The form's values for a saved feed. */
export function liveFeedValuesOf(feed: EditorLiveFeed): LiveFeedValues {
  return {
    title: feed.title,
    url: feed.url,
    source: feed.source,
    description: feed.description,
    category: feed.category as LiveFeedCategory,
    isActive: feed.isActive,
  };
}
