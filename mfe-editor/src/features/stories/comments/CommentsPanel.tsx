import { useAuth } from '@newsroom/shared';
import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import { useState } from 'react';
import { Section } from '../RevisionList.styles.ts';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentThreadView } from './CommentThreadView.tsx';
import { Threads } from './CommentsPanel.styles.ts';
import { threadsOf, type StoryComment } from './storyComments.ts';
import { useReplyNotices } from './useReplyNotices.ts';
import { useStoryComments } from './useStoryComments.ts';
import { useNow } from './useNow.ts';
import { useCommentAuthorNames } from './useCommentAuthorNames.ts';

/**
 * The editorial conversation on a saved story (decision 184): threads of comments between the
 * staff on it, live as colleagues write, never published and apart from the co-edited text.
 */
export function CommentsPanel({ storyId }: { storyId: string }) {
  const me = useAuth((state) => state.user?.id ?? null);
  const isAdmin = useAuth((state) => state.isAdmin);
  const { comments, ...actions } = useStoryComments(storyId);
  const [deleting, setDeleting] = useState<StoryComment | null>(null);
  const now = useNow();
  const list = comments.data ?? [];
  const authorIds = [...new Set(list.flatMap((comment) => (comment.authorId ? [comment.authorId] : [])))];
  const names = useCommentAuthorNames(storyId, authorIds);
  const notice = useReplyNotices(me, comments.data, names);
  const threads = threadsOf(list);
  const open = threads.filter((thread) => !thread.root.resolvedAt).length;
  return (
    <Section aria-labelledby="story-comments-title">
      <h3 id="story-comments-title">Comments</h3>
      <p>Staff only, never published. {threads.length > 0 && `${open} open of ${threads.length}.`}</p>
      <p role="status">{notice}</p>
      <CommentComposer
        label="New comment"
        submitLabel="Add comment"
        busy={actions.add.isPending}
        onSubmit={(body) => actions.add.mutateAsync({ body })}
      />
      {comments.isError && <p role="alert">{comments.error.message}</p>}
      {actions.resolve.error && <p role="alert">{actions.resolve.error.message}</p>}
      {actions.remove.error && <p role="alert">{actions.remove.error.message}</p>}
      {threads.length > 0 && (
        <Threads aria-label="Comment threads">
          {threads.map((thread) => (
            <CommentThreadView
              key={thread.root.id}
              thread={thread}
              names={names}
              me={me}
              isAdmin={isAdmin}
              now={now}
              actions={actions}
              onDelete={setDeleting}
            />
          ))}
        </Threads>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this comment?"
        confirmLabel="Delete"
        cancelLabel="Keep it"
        danger
        busy={actions.remove.isPending}
        onConfirm={() => {
          if (deleting) actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.parentId
          ? 'The reply is removed for everyone.'
          : 'The comment and its replies are removed for everyone.'}
      </ConfirmDialog>
    </Section>
  );
}
