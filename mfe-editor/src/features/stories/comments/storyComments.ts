import { formatDistanceStrict } from 'date-fns';

/** The database's limit (story_comments_body_length, decision 184), checked here before sending. */
export const COMMENT_MAX_LENGTH = 5_000;

export interface StoryComment {
  id: string;
  storyId: string;
  /** The thread's first comment for a reply; null for a thread's first comment. */
  parentId: string | null;
  /** Null once the author's account is deleted. */
  authorId: string | null;
  body: string;
  createdAt: string;
  editedAt: string | null;
  resolvedAt: string | null;
}

export interface CommentThread {
  root: StoryComment;
  replies: StoryComment[];
}

export interface StoryCommentRow {
  id: string;
  story_id: string;
  parent_id: string | null;
  author_id: string | null;
  body: string;
  created_at: string;
  edited_at: string | null;
  resolved_at: string | null;
}

export const commentOf = (row: StoryCommentRow): StoryComment => ({
  id: row.id,
  storyId: row.story_id,
  parentId: row.parent_id,
  authorId: row.author_id,
  body: row.body,
  createdAt: row.created_at,
  editedAt: row.edited_at,
  resolvedAt: row.resolved_at,
});

const byTime = (a: StoryComment, b: StoryComment) => a.createdAt.localeCompare(b.createdAt);

/**
 * Threads in the order the desk works them: open ones first, then resolved, each oldest first;
 * replies oldest first. A reply whose thread is not (yet) loaded is left out rather than shown alone.
 */
export function threadsOf(comments: readonly StoryComment[]): CommentThread[] {
  const sorted = [...comments].sort(byTime);
  const threads = new Map<string, CommentThread>();
  for (const comment of sorted) if (!comment.parentId) threads.set(comment.id, { root: comment, replies: [] });
  for (const comment of sorted) if (comment.parentId) threads.get(comment.parentId)?.replies.push(comment);
  const all = [...threads.values()];
  return [...all.filter((thread) => !thread.root.resolvedAt), ...all.filter((thread) => thread.root.resolvedAt)];
}

/**
 * Replies by someone else that arrived between two loads, to threads `me` started: what the
 * console tells their author. The first load (before is null) tells nothing.
 */
export function newRepliesTo(
  me: string | null,
  before: readonly StoryComment[] | null,
  after: readonly StoryComment[],
): StoryComment[] {
  if (!me || !before) return [];
  const seen = new Set(before.map((comment) => comment.id));
  const mine = new Set(after.filter((comment) => comment.authorId === me).map((comment) => comment.id));
  return after.filter(
    (comment) =>
      !seen.has(comment.id) && comment.parentId !== null && mine.has(comment.parentId) && comment.authorId !== me,
  );
}

/** Why a comment cannot be sent as typed, or null. */
export function commentProblem(body: string): string | null {
  if (body.trim() === '') return 'Write a comment first.';
  if (body.length > COMMENT_MAX_LENGTH) {
    return `A comment is at most 5,000 characters; this one has ${body.length.toLocaleString('en-GB')}.`;
  }
  return null;
}

/** "5 minutes ago", "in 1 minute" (a clock slightly ahead) or "just now" under ten seconds. */
export function whenLabel(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Math.abs(now.getTime() - at.getTime()) < 10_000) return 'just now';
  return formatDistanceStrict(at, now, { addSuffix: true });
}

/** The staff directory's name, or what to say while it loads or once the account is gone. */
export function authorName(authorId: string | null, names: Readonly<Record<string, string>>): string {
  if (!authorId) return 'A former colleague';
  return names[authorId] ?? 'A colleague';
}
