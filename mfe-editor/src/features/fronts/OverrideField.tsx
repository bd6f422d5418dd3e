import { Field } from '../../components/Field.tsx';
import { TextInput } from '../../components/fields.styles.ts';

export interface OverrideFieldProps {
  label: string;
  value: string | null;
  hint?: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One override of a card (empty: the story's own), the database's refusal next to it. */
export function OverrideField({ label, value, hint, error, onChange }: OverrideFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <TextInput {...control} value={value ?? ''} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
