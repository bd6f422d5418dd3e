import type { Credit } from '@newsroom/shared';
import { useController, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import type { StoryEditorValues } from '../storyFormSchema.ts';
import { AuthorsField } from './AuthorsField.tsx';
import { BylineQuestion } from './BylineQuestion.tsx';
import { bylineOf } from './storyCredits.ts';
import { TagsField } from './TagsField.tsx';
import { useBylineGuard } from './useBylineGuard.ts';

export interface StoryCreditFieldsProps {
  control: Control<StoryEditorValues>;
  setValue: UseFormSetValue<StoryEditorValues>;
  errors: FieldErrors<StoryEditorValues>;
}

/**
 * Authors and topics. Choosing authors writes their byline into the Author text, as the database
 * does on save, so the story keeps a free-text author for other readers and saves no second version.
 * A typed byline is never replaced silently: the editor is asked first (useBylineGuard).
 */
export function StoryCreditFields({ control, setValue, errors }: StoryCreditFieldsProps) {
  const authors = useController({ control, name: 'credits.authors' });
  const tags = useController({ control, name: 'credits.tags' });
  const typed = useWatch({ control, name: 'author' });
  const setAuthor = (text: string) => setValue('author', text, { shouldDirty: true, shouldValidate: true });
  const guard = useBylineGuard({
    typed,
    current: authors.field.value,
    apply: (chosen: Credit[]) => {
      authors.field.onChange(chosen);
      if (chosen.length > 0) setAuthor(bylineOf(chosen.map((author) => author.name)));
    },
    restoreByline: setAuthor,
  });
  return (
    <>
      <AuthorsField authors={authors.field.value} onChange={guard.choose} error={errors.credits?.authors?.message} />
      {guard.pending && (
        <BylineQuestion typed={typed} byline={guard.pendingByline} onReplace={guard.confirm} onKeep={guard.keep} />
      )}
      <TagsField tags={tags.field.value} onChange={tags.field.onChange} error={errors.credits?.tags?.message} />
    </>
  );
}
