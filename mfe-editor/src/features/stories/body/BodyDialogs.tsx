import type { UploadFn } from '@newsroom/shared/image-upload';
import type { Editor } from '@tiptap/core';
import type { BodyDialog } from './blockCommands.ts';
import { EmbedDialog } from './EmbedDialog.tsx';
import { ImageDialog } from './ImageDialog.tsx';
import { LinkDialog, type LinkValue } from './LinkDialog.tsx';
import { RelatedStoryDialog } from './RelatedStoryDialog.tsx';
import { selectedImage } from './selectedImage.ts';

export interface BodyDialogsProps {
  editor: Editor;
  dialog: BodyDialog | null;
  onClose: () => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** An image file pasted or dropped into the text, for the image dialog to upload. */
  file?: File | null;
  upload?: UploadFn;
}

/** The link at the cursor, as the link dialog edits it. */
function linkAtCursor(editor: Editor): LinkValue | null {
  if (!editor.isActive('link')) return null;
  const attributes = editor.getAttributes('link');
  return { href: String(attributes.href ?? ''), sponsored: attributes.sponsored === true };
}

/** Links the selection, or inserts the linked text (a story's title) where nothing is selected. */
export function applyLink(editor: Editor, { href, sponsored, text }: LinkValue) {
  const attrs = { href, sponsored: sponsored || null };
  const chain = editor.chain().focus().extendMarkRange('link');
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain
      .insertContent({ type: 'text', text: text ?? href, marks: [{ type: 'link', attrs }] })
      .unsetMark('link')
      .run();
    return;
  }
  chain.setMark('link', attrs).run();
}

/** The editor's dialog that is open, if any; each puts the cursor back in the text when it closes. */
export function BodyDialogs({ editor, dialog, onClose, onUploadingChange, file, upload }: BodyDialogsProps) {
  const done = () => {
    onClose();
    editor.commands.focus();
  };
  if (dialog === 'link')
    return (
      <LinkDialog
        initial={linkAtCursor(editor)}
        onClose={done}
        onRemove={() => {
          editor.chain().focus().extendMarkRange('link').unsetMark('link').run();
          done();
        }}
        onApply={(link) => {
          applyLink(editor, link);
          done();
        }}
      />
    );
  if (dialog === 'image') {
    // A file pasted over a selected image is a new image in its place, as a paste replaces a selection.
    const editing = file ? null : selectedImage(editor.state);
    return (
      <ImageDialog
        initial={editing?.image}
        file={file}
        upload={upload}
        onClose={() => {
          onUploadingChange?.(false);
          done();
        }}
        onInsert={(image) => {
          if (editing) editor.chain().focus().setNodeSelection(editing.pos).updateAttributes('image', image).run();
          else editor.chain().focus().insertContent({ type: 'image', attrs: image }).run();
          done();
        }}
      />
    );
  }
  if (dialog === 'related')
    return (
      <RelatedStoryDialog
        onClose={done}
        onInsert={(storyId) => {
          editor.chain().focus().insertContent({ type: 'relatedStory', attrs: { storyId } }).run();
          done();
        }}
      />
    );
  if (dialog === 'embed')
    return (
      <EmbedDialog
        onClose={done}
        onInsert={(embed) => {
          editor.chain().focus().insertContent({ type: 'embed', attrs: embed }).run();
          done();
        }}
      />
    );
  return null;
}
