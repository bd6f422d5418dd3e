import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { Fieldset } from './SchedulePanel.styles.ts';
import type { StoryEditorValues } from './storyFormSchema.ts';

const KINDS = [
  { value: 'correction', label: 'Correction' },
  { value: 'clarification', label: 'Clarification' },
] as const;

export interface CorrectionNoteFieldsProps {
  register: UseFormRegister<StoryEditorValues>;
  errors: FieldErrors<StoryEditorValues>;
}

/**
 * Offered when a published story is edited: a dated note shown at the end of the story and on
 * /corrections. Once published it cannot be edited or deleted by editors.
 */
export function CorrectionNoteFields({ register, errors }: CorrectionNoteFieldsProps) {
  return (
    <Fieldset>
      <legend>Correction or clarification (optional)</legend>
      <SelectField
        label="Note"
        placeholder="No note"
        options={KINDS}
        registration={register('note.kind')}
        error={errors.note?.kind?.message}
      />
      <TextAreaField
        label="Note text"
        compact
        hint="Shown as “Correction: …” or “Clarification: …” with today’s date. Editors cannot change or remove it later."
        registration={register('note.text')}
        error={errors.note?.text?.message}
      />
    </Fieldset>
  );
}
