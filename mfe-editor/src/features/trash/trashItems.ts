import type { TrashKind } from '../../lib/trashItem.ts';

/** One row of trashed_items() (decision 195). */
export interface TrashedItem {
  kind: TrashKind;
  id: string;
  title: string;
  workflow_status: string | null;
  deleted_at: string;
  deleted_by_name: string | null;
  purge_after: string;
}

export const TRASH_KIND_LABELS: Readonly<Record<TrashKind, string>> = {
  story: 'Story',
  photo_essay: 'Photo essay',
  live_post: 'Live post',
  ad: 'Advertisement',
};

const DAY_MS = 86_400_000;

/** Whole days until the purge job takes the item, counted up (a part day left is a day); never below 0. */
export function daysLeft(purgeAfter: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(purgeAfter) - now.getTime()) / DAY_MS));
}

/** "29 days left", "1 day left", "Goes tonight" once the time is up (the job runs nightly). */
export function daysLeftText(purgeAfter: string, now: Date): string {
  const days = daysLeft(purgeAfter, now);
  if (days === 0) return 'Goes tonight';
  return days === 1 ? '1 day left' : `${days} days left`;
}
