import { FieldBox, FieldError, FieldHint, FieldLabel } from '@newsroom/shared';
import { type UploadFn } from '@newsroom/shared/image-upload';
import type { StoryDocument } from '@newsroom/shared/document';
import type { Editor } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import { EditorContent, useEditor, type UseEditorOptions } from '@tiptap/react';
import { useDeferredValue, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { BodyDialogs } from './BodyDialogs.tsx';
import { BodyToolbar } from './BodyToolbar.tsx';
import type { BodyDialog } from './blockCommands.ts';
import { documentStats } from './documentStats.ts';
import { preparePastedHtml } from './pasteCleaning.ts';
import { droppedFile, pastedFile, placeAtDrop } from './pastedImage.ts';
import { sameJson } from './sameJson.ts';
import { EDIT_IMAGE_EVENT } from './imageDisplay.ts';
import { selectedImage } from './selectedImage.ts';
import { SlashMenu } from './SlashMenu.tsx';
import { TableToolbar } from './TableToolbar.tsx';
import { storyExtensions } from './storyExtensions.ts';
import { collaborationExtensions, type BodyCollaboration } from '../coedit/collaborationExtensions.ts';
import { trimDocument } from './trimDocument.ts';
import { useImageFiles } from './useImageFiles.ts';
import { EditorSurface } from './StoryBodyEditor.styles.ts';

export interface StoryBodyEditorProps {
  label: string;
  value: StoryDocument;
  onChange: (value: StoryDocument) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  /** Told when an inline image upload starts and ends, so the form can hold its submit meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Tests: the inline images' upload function (default: uploadImage to blog-images). */
  upload?: UploadFn;
  /** The story's working copy to edit with the others (decision 180); the text then comes from it. */
  collaboration?: BodyCollaboration;
  /** The text can be read and copied, not changed (a story that left while open, decision 203). */
  readOnly?: boolean;
}

/** How long after the last change the editor hands the document to the form. */
export const REPORT_DELAY_MS = 100;

/** An empty document gets its one empty paragraph: ProseMirror needs a block to put the cursor in. */
const editable = (value: StoryDocument): StoryDocument =>
  value.content?.length ? value : { type: 'doc', content: [{ type: 'paragraph' }] };

/** The editor for a document value: a value other than what it last reported (a restore) replaces its content. */
interface EditorHandlers {
  onChange: (value: StoryDocument) => void;
  onKey: (event: KeyboardEvent, state: EditorState) => boolean;
  /** A file pasted or dropped into the text. */
  onFile: (file: File) => void;
}

const PLACEHOLDER = 'Write the story. Type / for blocks.';

function useStoryEditor(value: StoryDocument, handlers: EditorHandlers, collaboration?: BodyCollaboration) {
  const reported = useRef<StoryDocument>(value);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacks = useRef(handlers);
  useLayoutEffect(() => {
    callbacks.current = handlers;
  });
  // Options made once: new objects at each render would make useEditor reconfigure the view per keystroke.
  const [options] = useState<UseEditorOptions>(() => {
    const report = (current: Editor) => {
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
      const next = trimDocument(current.getJSON() as StoryDocument);
      reported.current = next;
      callbacks.current.onChange(next);
    };
    const content = collaboration
      ? { extensions: collaborationExtensions(collaboration, PLACEHOLDER) }
      : { extensions: storyExtensions({ placeholder: PLACEHOLDER }), content: editable(value) };
    return {
      ...content,
      // Shared, the text is the working copy's (others' unsaved edits too): the form is told it at once.
      onCreate: ({ editor: current }) => {
        if (collaboration) pending.current = setTimeout(() => report(current), 0);
      },
      // The toolbar and menu follow their own state (useEditorState): the editor's host need not re-render per keystroke.
      shouldRerenderOnTransaction: false,
      editorProps: {
        transformPastedHTML: preparePastedHtml,
        handleKeyDown: (view, event) => callbacks.current.onKey(event, view.state),
        handlePaste: (_view, event) => {
          const file = pastedFile(event.clipboardData);
          if (file) callbacks.current.onFile(file);
          return file !== null;
        },
        handleDrop: (view, event, _slice, moved) => {
          const file = moved ? null : droppedFile(event.dataTransfer);
          if (!file) return false;
          event.preventDefault();
          placeAtDrop(view, event);
          callbacks.current.onFile(file);
          return true;
        },
      },
      // The form gets the document once typing pauses, and at once when the text loses focus (a click
      // on Save): serialising and copying a long story at every keystroke held up the next paint.
      onUpdate: ({ editor: current }) => {
        if (pending.current) clearTimeout(pending.current);
        pending.current = setTimeout(() => report(current), REPORT_DELAY_MS);
      },
      onBlur: ({ editor: current }) => {
        if (pending.current) report(current);
      },
      onDestroy: () => {
        if (pending.current) clearTimeout(pending.current);
      },
    };
  });
  const editor = useEditor(options);
  // A layout effect, not a passive one: a report's timer can fire between React's commit and its
  // passive effects, and the value just committed would then look like an outside change (a restore).
  useLayoutEffect(() => {
    if (sameJson(value, reported.current)) return;
    reported.current = value;
    editor.commands.setContent(editable(value), { emitUpdate: false });
  }, [editor, value]);
  return editor;
}

/**
 * The story text as a document (decision 165): Tiptap configured from the shared schema, a toolbar,
 * markdown-style typing, a `/` menu for blocks, dialogs for links, images and embeds, and the word
 * count and read time of its plain text.
 */
export function StoryBodyEditor({
  label,
  value,
  onChange,
  onBlur,
  required,
  error,
  onUploadingChange,
  upload,
  collaboration,
  readOnly = false,
}: StoryBodyEditorProps) {
  const id = useId();
  const [dialog, setDialog] = useState<BodyDialog | null>(null);
  const slashKeysRef = useRef<((event: KeyboardEvent) => boolean) | null>(null);
  const onKey = (event: KeyboardEvent, state: EditorState) => {
    if (slashKeysRef.current?.(event)) return true;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      setDialog('link');
      return true;
    }
    if (event.key === 'Enter' && !event.shiftKey && selectedImage(state)) {
      setDialog('image');
      return true;
    }
    return false;
  };
  const files = useImageFiles(() => setDialog('image'));
  const editor = useStoryEditor(value, { onChange, onKey, onFile: files.take }, collaboration);
  useImageEditButton(editor, () => setDialog('image'));
  // No update event: the text did not change, so the form is not told it did.
  useEffect(() => editor.setEditable(!readOnly, false), [editor, readOnly]);
  // Counting 5,000 words waits for a quiet moment: typing is not held up by it.
  const stats = documentStats(useDeferredValue(value));
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  useAccessibleText(editor, { labelledBy: `${id}-label`, describedBy, invalid: Boolean(error), required, onBlur });

  return (
    <FieldBox>
      <FieldLabel as="span" id={`${id}-label`}>
        {label}
        {required && ' *'}
      </FieldLabel>
      <BodyToolbar editor={editor} openDialog={setDialog} />
      <TableToolbar editor={editor} />
      <EditorSurface>
        <EditorContent editor={editor} />
      </EditorSurface>
      <SlashMenu editor={editor} keyHandlerRef={slashKeysRef} openDialog={setDialog} />
      <FieldHint id={`${id}-hint`} aria-live="polite">
        {stats.label} · Type / for blocks, ## for a subheading.
      </FieldHint>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      {files.problem && <FieldError role="alert">{files.problem}</FieldError>}
      <BodyDialogs
        editor={editor}
        dialog={dialog}
        file={files.file}
        upload={upload}
        onClose={() => {
          setDialog(null);
          files.done();
        }}
        onUploadingChange={onUploadingChange}
      />
    </FieldBox>
  );
}

/** The selected image's Edit button (in its node view) opens the image dialog. */
function useImageEditButton(editor: Editor, open: () => void) {
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  });
  useEffect(() => {
    const text = editor.view.dom;
    const listener = () => openRef.current();
    text.addEventListener(EDIT_IMAGE_EVENT, listener);
    return () => text.removeEventListener(EDIT_IMAGE_EVENT, listener);
  }, [editor]);
}

interface TextAttributes {
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  required?: boolean;
  onBlur?: () => void;
}

/** The editable text is a labelled multi-line text box, with its hint and error announced. */
function useAccessibleText(editor: Editor, { labelledBy, describedBy, invalid, required, onBlur }: TextAttributes) {
  useEffect(() => {
    const text = editor.view.dom;
    text.setAttribute('role', 'textbox');
    text.setAttribute('aria-multiline', 'true');
    text.setAttribute('aria-labelledby', labelledBy);
    text.setAttribute('aria-describedby', describedBy);
    if (invalid) text.setAttribute('aria-invalid', 'true');
    else text.removeAttribute('aria-invalid');
    if (required) text.setAttribute('aria-required', 'true');
  }, [editor, labelledBy, describedBy, invalid, required]);
  useEffect(() => {
    if (!onBlur) return;
    editor.on('blur', onBlur);
    return () => void editor.off('blur', onBlur);
  }, [editor, onBlur]);
}
