import type { Tables } from '@newsroom/shared';
import { storyTextOf, type StoryTextColumns } from '../storyValues.ts';

export type TipStatus = 'new' | 'reviewed' | 'used' | 'dismissed';
export type TipFilter = 'all' | TipStatus;

export const TIP_STATUSES: ReadonlyArray<{ id: TipStatus; label: string }> = [
  { id: 'new', label: 'New' },
  { id: 'reviewed', label: 'Reviewed' },
  { id: 'used', label: 'Used' },
  { id: 'dismissed', label: 'Dismissed' },
];

export const TIP_MESSAGES = {
  loadFailed: 'Failed to load story tips',
  statusChanged: 'Story tip updated',
  statusFailed: 'Failed to update the story tip. Please try again.',
  draftStarted: 'Draft created from the tip',
  draftFailed: 'Failed to start a draft from the tip. Please try again.',
} as const;

/** A reader's tip as the inbox shows it. */
export interface StoryTip {
  id: string;
  title: string;
  summary: string;
  author: string;
  readTime: string;
  category: string;
  imageUrl: string;
  imageAlt: string;
  imageCaption: string;
  imageAuthor: string;
  /** Where and when it happened, as the tipster wrote it. */
  location: string;
  happenedWhen: string;
  /** How to reach the tipster (free text; confidential, editors only). */
  contact: string;
  contactEmail: string;
  createdAt: string;
  status: TipStatus;
  reviewedAt: string | null;
  /** The draft story started from this tip, if any. */
  storyId: string | null;
}

export type StoryTipRow = StoryTextColumns &
  Pick<Tables<'story_tips'>, 'id' | 'contact_email' | 'created_at' | 'status' | 'reviewed_at' | 'story_id'> &
  Partial<Pick<Tables<'story_tips'>, 'location' | 'happened_when' | 'contact'>>;

export const STORY_TIP_COLUMNS =
  'id, title, summary, author, read_time, category, image_url, image_alt, image_caption, image_author, location, happened_when, contact, contact_email, created_at, status, reviewed_at, story_id';

function statusOf(value: string): TipStatus {
  return TIP_STATUSES.some((status) => status.id === value) ? (value as TipStatus) : 'new';
}

export function mapStoryTip(row: StoryTipRow): StoryTip {
  return {
    id: row.id,
    ...storyTextOf(row),
    // A tip is plain text (the inbox shows it as written).
    summary: row.summary,
    location: row.location ?? '',
    happenedWhen: row.happened_when ?? '',
    contact: row.contact ?? '',
    contactEmail: row.contact_email ?? '',
    createdAt: row.created_at,
    status: statusOf(row.status),
    reviewedAt: row.reviewed_at,
    storyId: row.story_id,
  };
}

export function countTips(tips: readonly StoryTip[]): Record<TipFilter, number> {
  const counts: Record<TipFilter, number> = { all: tips.length, new: 0, reviewed: 0, used: 0, dismissed: 0 };
  for (const tip of tips) counts[tip.status] += 1;
  return counts;
}

export function tipStatusLabel(status: TipStatus): string {
  return TIP_STATUSES.find((option) => option.id === status)?.label ?? status;
}
