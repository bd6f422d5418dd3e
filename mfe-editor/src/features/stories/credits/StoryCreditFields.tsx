import type { Credit } from '@newsroom/shared';
import { useController, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import type { StoryEditorValues } from '../storyFormSchema.ts';
import { AuthorsField } from './AuthorsField.tsx';
import { bylineOf } from './storyCredits.ts';
import { TagsField } from './TagsField.tsx';

export interface StoryCreditFieldsProps {
  control: Control<StoryEditorValues>;
  setValue: UseFormSetValue<StoryEditorValues>;
  errors: FieldErrors<StoryEditorValues>;
}

/**
 * Authors and topics. Choosing authors writes their byline into the Author text, as the database
 * does on save, so the story keeps a free-text author for other readers and saves no second version.
 */
export function StoryCreditFields({ control, setValue, errors }: StoryCreditFieldsProps) {
  const authors = useController({ control, name: 'credits.authors' });
  const tags = useController({ control, name: 'credits.tags' });
  const chooseAuthors = (chosen: Credit[]) => {
    authors.field.onChange(chosen);
    if (chosen.length > 0) {
      setValue('author', bylineOf(chosen.map((author) => author.name)), { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <>
      <AuthorsField authors={authors.field.value} onChange={chooseAuthors} error={errors.credits?.authors?.message} />
      <TagsField tags={tags.field.value} onChange={tags.field.onChange} error={errors.credits?.tags?.message} />
    </>
  );
}
