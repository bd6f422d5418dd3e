import { toast } from '@newsroom/shared';
import { useEffect, useRef, useState } from 'react';
import { authorName, newRepliesTo, type StoryComment } from './storyComments.ts';

interface Replies {
  authorIds: (string | null)[];
  /** The names known when the replies arrived: a new commenter's name is asked for after that. */
  namesThen: Readonly<Record<string, string>>;
  told: boolean;
}

const isNamed = (names: Readonly<Record<string, string>>) => (id: string | null) => id === null || id in names;

/**
 * Tells the author of a thread when someone else replies to it while the story is open: a toast
 * and the panel's status line (read by screen readers). Answers the line's text. A first-time
 * commenter's name arrives after their reply, so the toast waits for it (or for the answer without
 * it) and the line follows the names.
 */
export function useReplyNotices(
  me: string | null,
  comments: readonly StoryComment[] | undefined,
  names: Readonly<Record<string, string>>,
): string {
  const previous = useRef<readonly StoryComment[] | null>(null);
  const [replies, setReplies] = useState<Replies | null>(null);
  useEffect(() => {
    if (!comments) return;
    const fresh = newRepliesTo(me, previous.current, comments);
    previous.current = comments;
    if (fresh.length === 0) return;
    setReplies({ authorIds: [...new Set(fresh.map((reply) => reply.authorId))], namesThen: names, told: false });
    // The names are read when the replies arrive, not followed: a new answer is no new reply.
  }, [me, comments]);
  const text = replies
    ? `${[...new Set(replies.authorIds.map((id) => authorName(id, names)))].join(', ')} replied to your comment.`
    : '';
  useEffect(() => {
    if (!replies || replies.told) return;
    if (!replies.authorIds.every(isNamed(names)) && names === replies.namesThen) return;
    toast.info(text);
    setReplies({ ...replies, told: true });
  }, [replies, names, text]);
  return text;
}
