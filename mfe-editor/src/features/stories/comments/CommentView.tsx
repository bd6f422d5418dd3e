import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { CommentComposer } from './CommentComposer.tsx';
import { Body, Meta, Row } from './CommentsPanel.styles.ts';
import { whenLabel, type StoryComment } from './storyComments.ts';

export interface CommentViewProps {
  comment: StoryComment;
  author: string;
  isOwn: boolean;
  /** Authors delete their own comments; admins any (the database decides: decision 184). */
  mayDelete: boolean;
  now: Date;
  busy: boolean;
  onEdit: (body: string) => Promise<unknown>;
  onDelete: () => void;
}

/** One comment: who, when, the words as plain text, and its author's Edit and Delete. */
export function CommentView({ comment, author, isOwn, mayDelete, now, busy, onEdit, onDelete }: CommentViewProps) {
  const [editing, setEditing] = useState(false);
  const edited = comment.editedAt ? ' (edited)' : '';
  return (
    <article aria-label={`Comment by ${author}`}>
      <Meta>
        <strong>{author}</strong>
        {isOwn && ' (you)'} ·{' '}
        <time dateTime={comment.createdAt} title={new Date(comment.createdAt).toLocaleString('en-GB')}>
          {whenLabel(comment.createdAt, now)}
        </time>
        {edited}
      </Meta>
      {editing ? (
        <CommentComposer
          label="Edit your comment"
          submitLabel="Save comment"
          initial={comment.body}
          busy={busy}
          onSubmit={(body) => onEdit(body).then(() => setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Body>{comment.body}</Body>
      )}
      {!editing && (isOwn || mayDelete) && (
        <Row>
          {isOwn && (
            <Button $size="sm" $variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          <Button $size="sm" $variant="ghost" onClick={onDelete}>
            Delete
          </Button>
        </Row>
      )}
    </article>
  );
}
