import { plainText } from '@newsroom/shared/document';
import { useDeferredValue, useMemo } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { TextInputField } from '../../../components/TextInputField.tsx';
import { countWords } from '../../../lib/text.ts';
import { readTimeOf } from '../body/documentStats.ts';
import type { StoryEditorValues } from '../storyFormSchema.ts';

export interface ReadTimeFieldProps {
  control: Control<StoryEditorValues>;
  register: UseFormRegister<StoryEditorValues>;
  error?: string;
}

/**
 * The read time: empty, the database works it out from the text on every save (decision 205) and
 * the field shows that figure; typed, it is set by hand until the field is cleared again.
 */
export function ReadTimeField({ control, register, error }: ReadTimeFieldProps) {
  const body = useDeferredValue(useWatch({ control, name: 'body' }));
  const typed = useWatch({ control, name: 'readTime' }).trim() !== '';
  const computed = useMemo(() => readTimeOf(countWords(plainText(body))), [body]);
  return (
    <TextInputField
      label="Read time"
      placeholder={`${computed} (from the text)`}
      hint={
        typed
          ? `Set by hand. From the text: ${computed}; clear the field to use it.`
          : `From the text: ${computed}. Type to set it by hand.`
      }
      registration={register('readTime')}
      error={error}
    />
  );
}
