import { FieldBox, FieldError, FieldHint, FieldLabel } from '@newsroom/shared';
import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from './fields.styles.ts';

export interface TextInputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}

/** A labelled input tied to react-hook-form, with its hint and error announced with it. */
export function TextInputField({ label, registration, error, hint, required, ...inputProps }: TextInputFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>
        {label}
        {required && ' *'}
      </FieldLabel>
      <TextInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        {...inputProps}
        {...registration}
      />
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  );
}
