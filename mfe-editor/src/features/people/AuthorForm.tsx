import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Columns, InlineFormBox } from '../../components/Form.styles.ts';
import { ImageField } from '../../components/ImageField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextInputField } from '../../components/TextInputField.tsx';
import { authorSchema, EMPTY_AUTHOR, type AuthorValues } from './peopleSchema.ts';
import { PeopleFormFooter } from './PeopleFormFooter.tsx';
import { useSaveAuthor, type ConsoleAuthor } from './usePeople.ts';
import { useRefusal } from './useRefusal.ts';

export interface AuthorFormProps {
  /** The author edited, or null for a new one. */
  author: ConsoleAuthor | null;
  onDone: () => void;
}

/** Create or edit an author profile: every field plain text, links one a line, the photo uploaded. */
export function AuthorForm({ author, onDone }: AuthorFormProps) {
  const { register, control, handleSubmit, formState } = useForm<AuthorValues>({
    defaultValues: author ?? EMPTY_AUTHOR,
    resolver: zodResolver(authorSchema),
    mode: 'onTouched',
  });
  const save = useSaveAuthor();
  const [uploading, setUploading] = useState(false);
  const { refusal, setRefusal, refusedBy } = useRefusal();
  const errors = formState.errors;
  const title = author ? `Edit author: ${author.name}` : 'New author';

  const submit = handleSubmit((values) => {
    setRefusal(null);
    save.mutate({ id: author?.id ?? null, values }, { onSuccess: onDone, onError: refusedBy });
  });

  return (
    <InlineFormBox noValidate aria-labelledby="author-form-title" onSubmit={(event) => void submit(event)}>
      <h3 id="author-form-title">{title}</h3>
      <Columns>
        <TextInputField label="Name" required registration={register('name')} error={errors.name?.message} />
        <TextInputField
          label="Slug"
          hint="The address /author/{slug}; made from the name when left empty."
          registration={register('slug')}
          error={errors.slug?.message}
        />
      </Columns>
      <Columns>
        <TextInputField label="Job title" registration={register('roleTitle')} error={errors.roleTitle?.message} />
        <TextInputField
          label="E-mail for readers"
          type="email"
          hint="Leave empty for none."
          registration={register('publicEmail')}
          error={errors.publicEmail?.message}
        />
      </Columns>
      <TextAreaField label="Short bio" compact rows={2} registration={register('bio')} error={errors.bio?.message} />
      <TextAreaField
        label="Long bio"
        rows={5}
        hint="Plain text; a blank line starts a new paragraph."
        registration={register('bioLong')}
        error={errors.bioLong?.message}
      />
      <ImageField control={control} name="photoUrl" label="Photo" allowUrl onUploadingChange={setUploading} />
      <TextAreaField
        label="Social links"
        compact
        rows={3}
        hint="One http:// or https:// address a line, at most 5."
        registration={register('links')}
        error={errors.links?.message}
      />
      <PeopleFormFooter
        refusal={refusal}
        pending={save.isPending}
        busy={uploading}
        label="Save author"
        pendingLabel="Saving…"
        onCancel={onDone}
      />
    </InlineFormBox>
  );
}
