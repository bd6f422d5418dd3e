import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentView } from './CommentView.tsx';
import { Replies, Row, Thread } from './CommentsPanel.styles.ts';
import { authorName, type CommentThread, type StoryComment } from './storyComments.ts';
import type { useStoryComments } from './useStoryComments.ts';

export interface CommentThreadViewProps {
  thread: CommentThread;
  names: Readonly<Record<string, string>>;
  me: string | null;
  isAdmin: boolean;
  now: Date;
  actions: Omit<ReturnType<typeof useStoryComments>, 'comments'>;
  onDelete: (comment: StoryComment) => void;
}

/** A thread: its first comment, the replies, Reply, and Resolve or Reopen for anyone on the story. */
export function CommentThreadView({ thread, names, me, isAdmin, now, actions, onDelete }: CommentThreadViewProps) {
  const [replying, setReplying] = useState(false);
  const resolved = thread.root.resolvedAt !== null;
  const view = (comment: StoryComment) => (
    <CommentView
      comment={comment}
      author={authorName(comment.authorId, names)}
      isOwn={me !== null && comment.authorId === me}
      mayDelete={isAdmin || (me !== null && comment.authorId === me)}
      now={now}
      busy={actions.edit.isPending}
      onEdit={(body) => actions.edit.mutateAsync({ id: comment.id, body })}
      onDelete={() => onDelete(comment)}
    />
  );
  return (
    <Thread $resolved={resolved}>
      {resolved && <p>Resolved</p>}
      {view(thread.root)}
      {thread.replies.length > 0 && (
        <Replies aria-label={`Replies to ${authorName(thread.root.authorId, names)}`}>
          {thread.replies.map((reply) => (
            <li key={reply.id}>{view(reply)}</li>
          ))}
        </Replies>
      )}
      {replying ? (
        <CommentComposer
          label="Your reply"
          submitLabel="Send reply"
          busy={actions.add.isPending}
          onSubmit={(body) =>
            actions.add.mutateAsync({ body, parentId: thread.root.id }).then(() => setReplying(false))
          }
          onCancel={() => setReplying(false)}
        />
      ) : (
        <Row>
          <Button $size="sm" $variant="secondary" onClick={() => setReplying(true)}>
            Reply
          </Button>
          <Button
            $size="sm"
            $variant="ghost"
            disabled={actions.resolve.isPending}
            onClick={() => actions.resolve.mutate({ id: thread.root.id, resolved: !resolved })}
          >
            {resolved ? 'Reopen' : 'Resolve'}
          </Button>
        </Row>
      )}
    </Thread>
  );
}
