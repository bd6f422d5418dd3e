import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field.tsx';
import { TextInput } from './fields.styles.ts';

export interface TextInputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}

/** A labelled input tied to react-hook-form, with its hint and error announced with it. */
export function TextInputField({ label, registration, error, hint, required, ...inputProps }: TextInputFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      {(control) => <TextInput {...control} {...inputProps} {...registration} />}
    </Field>
  );
}
