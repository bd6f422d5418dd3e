import { mapLiveFeedRow, type LiveFeed, type LiveFeedRow } from '@newsroom/shared';
import type { LiveFeedCategory, LiveFeedValues } from './liveFeedSchema.ts';

/** A live feed as the console edits it: the reader's shape plus the row's updated_at. */
export interface EditorLiveFeed extends LiveFeed {
  /** The row's updated_at as stored: an update made from it is refused if the row moved since. */
  updatedAt: string | null;
}

export const LIVE_FEED_MESSAGES = {
  saved: 'Live feed saved',
  saveFailed: 'Failed to save live feed',
  deleted: 'Live feed deleted',
  deleteFailed: 'Failed to delete live feed',
  confirmDelete: 'Are you sure you want to delete this live feed?',
  statusChanged: 'Live feed updated',
  statusFailed: 'Failed to update live feed',
} as const;

export function mapEditorLiveFeeds(rows: ReadonlyArray<LiveFeedRow> | null | undefined): EditorLiveFeed[] {
  return (rows ?? []).flatMap((row) => {
    const feed = mapLiveFeedRow(row);
    return feed ? [{ ...feed, updatedAt: row.updated_at ?? null }] : [];
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
