import { useId, type InputHTMLAttributes } from 'react';
import { FieldHint, FieldLabel } from './fieldStyles.ts';
import { Field, Input } from './TextField.styles.ts';

export { Input } from './TextField.styles.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A hint or error shown under the field and announced with it. */
  description?: string;
}

/** A labelled input: the label is always programmatically tied to the field. */
export function TextField({ label, description, ...inputProps }: TextFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input id={id} aria-describedby={descriptionId} {...inputProps} />
      {description && <FieldHint id={descriptionId}>{description}</FieldHint>}
    </Field>
  );
}
