import { FieldBox, FieldError, FieldHint, FieldLabel } from '@newsroom/shared';
import type { ProfileName, StoryDocument } from '@newsroom/shared/document';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, type UseEditorOptions } from '@tiptap/react';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import {
  BodyDialogs,
  BodyToolbar,
  sameJson,
  storyExtensions,
  stripPastedHtml,
  trimDocument,
  type BodyDialog,
} from './storyEditorParts.ts';
import { documentFieldActions } from './documentFieldActions.ts';
import { ShortSurface } from './DocumentField.styles.ts';

export interface DocumentFieldHandle {
  focus: () => void;
}

export interface DocumentFieldProps {
  label: string;
  /** Which nodes and marks the text may hold (schema.ts PROFILES). */
  profile: ProfileName;
  value: StoryDocument;
  onChange: (value: StoryDocument) => void;
  /** Ctrl+Enter (⌘+Enter) in the text: the form's send. */
  onSubmit?: () => void;
  hint?: ReactNode;
  /** Further descriptions of the text (the form's error), by id. */
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  /** The form's message for the text, shown under it. */
  error?: string;
  ref?: Ref<DocumentFieldHandle>;
}

const EMPTY_EDITABLE: StoryDocument = { type: 'doc', content: [{ type: 'paragraph' }] };
const editable = (value: StoryDocument): StoryDocument => (value.content?.length ? value : EMPTY_EDITABLE);
const isSubmitKey = (event: KeyboardEvent) => event.key === 'Enter' && (event.ctrlKey || event.metaKey);
const isLinkKey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

interface Callbacks {
  onChange: (value: StoryDocument) => void;
  onSubmit?: () => void;
  openLink: () => void;
}

/** A short text's editor: reports every change (a post is short), takes a new value (emptied after a post). */
function useShortEditor(profile: ProfileName, value: StoryDocument, callbacks: Callbacks) {
  const reported = useRef<StoryDocument>(value);
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  const [options] = useState<UseEditorOptions>(() => ({
    extensions: storyExtensions({ profile }),
    content: editable(value),
    shouldRerenderOnTransaction: false,
    editorProps: {
      transformPastedHTML: stripPastedHtml,
      handleKeyDown: (_view, event) => {
        if (isSubmitKey(event) && latest.current.onSubmit) {
          latest.current.onSubmit();
          return true;
        }
        if (!isLinkKey(event)) return false;
        latest.current.openLink();
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = trimDocument(current.getJSON() as StoryDocument);
      reported.current = next;
      latest.current.onChange(next);
    },
  }));
  const editor = useEditor(options);
  // A layout effect: a keystroke between React's commit and its passive effects would make the
  // value just committed look like an outside change (as in the story text, decision 165).
  useLayoutEffect(() => {
    if (sameJson(value, reported.current)) return;
    reported.current = value;
    editor.commands.setContent(editable(value), { emitUpdate: false });
  }, [editor, value]);
  return editor;
}

/** The text box's name, description and state, on ProseMirror's editable element. */
function useTextAttributes(
  editor: Editor,
  labelledBy: string,
  describedBy: string,
  invalid: boolean,
  required = false,
) {
  useEffect(() => {
    const text = editor.view.dom;
    text.setAttribute('role', 'textbox');
    text.setAttribute('aria-multiline', 'true');
    if (required) text.setAttribute('aria-required', 'true');
    text.setAttribute('aria-labelledby', labelledBy);
    if (describedBy) text.setAttribute('aria-describedby', describedBy);
    else text.removeAttribute('aria-describedby');
    if (invalid) text.setAttribute('aria-invalid', 'true');
    else text.removeAttribute('aria-invalid');
  }, [editor, labelledBy, describedBy, invalid, required]);
}

/**
 * A short document (a live post, a caption) in the story editor's parts (decision 171): its
 * extensions restricted to the profile, its toolbar's marks and lists, its link dialog (Ctrl+K) and
 * its paste cleaning.
 */
export function DocumentField({
  label,
  profile,
  value,
  onChange,
  onSubmit,
  hint,
  describedBy = '',
  invalid = false,
  required = false,
  error,
  ref,
}: DocumentFieldProps) {
  const id = useId();
  const [dialog, setDialog] = useState<BodyDialog | null>(null);
  const editor = useShortEditor(profile, value, { onChange, onSubmit, openLink: () => setDialog('link') });
  const [actions] = useState(() => documentFieldActions(profile));
  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', describedBy].filter(Boolean).join(' ');
  useTextAttributes(editor, `${id}-label`, described, invalid || Boolean(error), required);

  return (
    <FieldBox>
      <FieldLabel as="span" id={`${id}-label`}>
        {label}
        {required && ' *'}
      </FieldLabel>
      <BodyToolbar editor={editor} openDialog={setDialog} actions={actions} />
      <ShortSurface>
        <EditorContent editor={editor} />
      </ShortSurface>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <BodyDialogs editor={editor} dialog={dialog} onClose={() => setDialog(null)} />
    </FieldBox>
  );
}
