import { useId, type InputHTMLAttributes } from 'react';
import { Field, Label, Input, Description } from './TextField.styles.ts';

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
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={descriptionId} {...inputProps} />
      {description && <Description id={descriptionId}>{description}</Description>}
    </Field>
  );
}
