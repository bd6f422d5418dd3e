import { toast } from '@newsroom/shared';
import { useEffect, useRef, useState } from 'react';
import { authorName, newRepliesTo, type StoryComment } from './storyComments.ts';

/**
 * Tells the author of a thread when someone else replies to it while the story is open: a toast
 * and the panel's status line (read by screen readers). Answers the line's text.
 */
export function useReplyNotices(
  me: string | null,
  comments: readonly StoryComment[] | undefined,
  names: Readonly<Record<string, string>>,
): string {
  const previous = useRef<readonly StoryComment[] | null>(null);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (!comments) return;
    const replies = newRepliesTo(me, previous.current, comments);
    previous.current = comments;
    if (replies.length === 0) return;
    const who = [...new Set(replies.map((reply) => authorName(reply.authorId, names)))].join(', ');
    const text = `${who} replied to your comment.`;
    setNotice(text);
    toast.info(text);
  }, [me, comments, names]);
  return notice;
}
