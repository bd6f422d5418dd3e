import { Button, VisuallyHidden, type LivePost } from '@newsroom/shared';
import { fromPlainText, livePostText, StoryDocumentView, type StoryDocument } from '@newsroom/shared/document';
import { format } from 'date-fns';
import { useState } from 'react';
import { Badge, Row, RowActions, RowText } from '../../components/consoleKit.styles.ts';
import { FormError } from '../../components/Form.styles.ts';
import { DocumentField } from '../../components/documentField/DocumentField.tsx';
import { draftProblem } from './livePostRules.ts';

export interface DeskPostProps {
  post: LivePost;
  onSave: (post: LivePost, document: StoryDocument) => Promise<void>;
  onToggleKeyEvent: (post: LivePost) => void;
  onTogglePin: (post: LivePost) => void;
  onDelete: (post: LivePost) => void;
}

/** A post on the desk: edit in place (refused over a newer version, text kept), key event, pin, delete. */
export function DeskPost({ post, onSave, onToggleKeyEvent, onTogglePin, onDelete }: DeskPostProps) {
  // The version the edit started from goes with the save (a newer one refuses it).
  const [editing, setEditing] = useState<{ document: StoryDocument; from: LivePost } | null>(null);
  const [problem, setProblem] = useState('');
  const name = post.title || format(new Date(post.publishedAt), 'HH:mm');

  const save = async () => {
    if (!editing) return;
    const found = draftProblem(livePostText(editing.document), post.title, post.isKeyEvent);
    setProblem(found);
    if (found) return;
    try {
      await onSave(editing.from, editing.document);
      setEditing(null);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Row data-post-id={post.id} aria-label={`Post ${name}`}>
      <RowText>
        <p>
          {post.isPinned && <Badge $kind="featured">Pinned</Badge>}
          {post.isKeyEvent && <Badge $kind="scheduled">Key event</Badge>}
          <time dateTime={post.publishedAt}>{format(new Date(post.publishedAt), 'HH:mm')}</time>
          {post.author && ` · ${post.author}`}
          {post.edited && ' · edited'}
        </p>
        {post.title && <h3>{post.title}</h3>}
        {editing ? (
          <DocumentField
            label={`Edit update ${name}`}
            profile="livePost"
            value={editing.document}
            onChange={(document) => setEditing({ ...editing, document })}
            onSubmit={() => void save()}
          />
        ) : (
          <StoryDocumentView document={post.document ?? fromPlainText(post.body)} />
        )}
        {problem && <FormError role="alert">{problem}</FormError>}
      </RowText>
      <RowActions>
        {editing ? (
          <>
            <Button $size="sm" onClick={() => void save()}>
              Save<VisuallyHidden> {name}</VisuallyHidden>
            </Button>
            <Button $size="sm" $variant="secondary" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button
            $size="sm"
            $variant="secondary"
            onClick={() => setEditing({ document: post.document ?? fromPlainText(post.body), from: post })}
          >
            Edit<VisuallyHidden> {name}</VisuallyHidden>
          </Button>
        )}
        <Button $size="sm" $variant="secondary" onClick={() => onToggleKeyEvent(post)}>
          {post.isKeyEvent ? 'Not a key event' : 'Key event'}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Button>
        <Button $size="sm" $variant="secondary" onClick={() => onTogglePin(post)}>
          {post.isPinned ? 'Unpin' : 'Pin'}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Button>
        <Button $size="sm" $variant="danger" onClick={() => onDelete(post)}>
          Delete<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      </RowActions>
    </Row>
  );
}
