import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PHOTO_ESSAY_TYPES } from '@newsroom/shared';
import { fromPlainText, plainText } from '@newsroom/shared/document';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { DocumentField } from '../../components/documentField/DocumentField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { DraftOffer } from '../../drafts/DraftOffer.tsx';
import { ImageField } from '../../components/ImageField.tsx';
import { EssayImageFromLibrary } from './EssayImageFromLibrary.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextInputField } from '../../components/TextInputField.tsx';
import { LeaveDialog } from '../../drafts/LeaveDialog.tsx';
import { useEditorDraft } from '../../drafts/useEditorDraft.ts';
import { Actions, Columns, Form, FormError } from '../../components/Form.styles.ts';
import type { EditorEssay } from './editorEssay.ts';
import { EMPTY_ESSAY, essayDraftSchema, essayFormSchema, type EssayFormValues } from './essayFormSchema.ts';
import { useSaveEssay } from './useEditorEssays.ts';

const TYPE_OPTIONS = Object.entries(PHOTO_ESSAY_TYPES).map(([value, label]) => ({ value, label }));
const publishResolver = zodResolver(essayFormSchema);
const draftResolver = zodResolver(essayDraftSchema);

function valuesOf(essay: EditorEssay | null): EssayFormValues {
  if (!essay) return EMPTY_ESSAY;
  const { title, caption, photographer, imageUrl, imageAlt, imageFocal, type } = essay;
  const captionDocument = essay.captionDocument ?? fromPlainText(caption);
  return { title, caption, photographer, imageUrl, imageAlt, imageFocal: imageFocal ?? null, type, captionDocument };
}

export interface EssayEditorProps {
  essay: EditorEssay | null;
  current: EditorEssay | null;
  onClose: () => void;
}

/** Writing or editing one photo essay: every field required to publish, drafts, safe saves. */
export function EssayEditor({ essay, current, onClose }: EssayEditorProps) {
  const [defaults] = useState(() => valuesOf(essay));
  // Opening the form moves focus to its heading, so keyboard and screen-reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const intent = useRef<'draft' | 'publish'>('publish');
  const resolver: Resolver<EssayFormValues> = (values, context, options) =>
    (intent.current === 'draft' ? draftResolver : publishResolver)(values, context, options) as ReturnType<
      Resolver<EssayFormValues>
    >;
  const form = useForm<EssayFormValues>({ defaultValues: defaults, resolver });
  const { register, control, handleSubmit, formState } = form;
  const save = useSaveEssay();
  const [uploading, setUploading] = useState(false);
  const editing = useEditorDraft({
    kind: 'essay',
    id: essay?.id ?? null,
    version: essay?.version ?? null,
    form,
    defaults,
    saved: save.isSuccess,
    onClose,
  });
  const { values, refusal } = editing;
  const errors = formState.errors;
  const isLive = essay?.status === 'published';

  const submit = (chosen: 'draft' | 'publish') => {
    intent.current = chosen;
    editing.setRefusal(null);
    void handleSubmit((valid) => {
      const input = {
        id: essay?.id ?? null,
        values: valid,
        savedValues: essay ? defaults : null,
        baseVersion: editing.baseVersion,
        status: chosen === 'draft' ? ('draft' as const) : ('published' as const),
        publishNow: chosen === 'publish' && !isLive,
      };
      save.mutate(input, editing.saveHandlers);
    }, editing.refuseInvalid)();
  };

  // The live list's version is the one now saved: the next save replaces it.
  const keepMine = () => editing.overwrite(current?.version ?? null);

  return (
    <>
      <Form
        noValidate
        aria-labelledby="essay-editor-title"
        onSubmit={(event) => {
          event.preventDefault();
          submit('publish');
        }}
      >
        <h2 id="essay-editor-title" ref={heading} tabIndex={-1}>
          {essay ? 'Edit photo essay' : 'New photo essay'}
        </h2>
        {editing.offered && (
          <DraftOffer
            draft={editing.offered}
            thing="photo essay"
            onRestore={editing.restoreDraft}
            onDiscard={editing.discardDraft}
          />
        )}
        {editing.conflict && (
          <Notice $tone="danger" role="alert">
            <p>
              This photo essay was changed by someone else since you opened it, so your save was refused. Your text is
              still here.
            </p>
            <div>
              <Button $size="sm" onClick={keepMine}>
                Keep my version (save replaces theirs)
              </Button>
            </div>
          </Notice>
        )}
        <TextInputField label="Title" required registration={register('title')} error={errors.title?.message} />
        <Controller
          control={control}
          name="captionDocument"
          render={({ field }) => (
            <DocumentField
              label="Caption"
              required
              profile="caption"
              value={field.value}
              onChange={(document) => {
                field.onChange(document);
                // The rules (required, 3,000 characters) read its text, as the database derives it.
                form.setValue('caption', plainText(document), { shouldDirty: true });
              }}
              error={errors.caption?.message}
            />
          )}
        />
        <Columns>
          <TextInputField
            label="Photographer"
            required
            registration={register('photographer')}
            error={errors.photographer?.message}
          />
          <SelectField
            label="Type"
            required
            options={TYPE_OPTIONS}
            registration={register('type')}
            error={errors.type?.message}
          />
        </Columns>
        <ImageField
          control={control}
          name="imageUrl"
          focalName="imageFocal"
          label="Photo"
          required
          previewAlt={values.imageAlt}
          onUploadingChange={setUploading}
        />
        <EssayImageFromLibrary setValue={form.setValue} photographer={values.photographer} />
        <TextInputField
          label="Alt text"
          required
          registration={register('imageAlt')}
          error={errors.imageAlt?.message}
        />
        {refusal && <FormError role="alert">{refusal}</FormError>}
        <Actions>
          <Button type="submit" disabled={save.isPending || uploading}>
            {save.isPending ? 'Saving…' : isLive ? 'Update' : 'Publish now'}
          </Button>
          <Button $variant="secondary" disabled={save.isPending || uploading} onClick={() => submit('draft')}>
            Save as draft
          </Button>
          <Button $variant="ghost" onClick={onClose}>
            Back to photo essays
          </Button>
        </Actions>
      </Form>
      <LeaveDialog guard={editing.guard}>
        Your unsaved changes stay on this device and are offered back when you open this photo essay again.
      </LeaveDialog>
    </>
  );
}
