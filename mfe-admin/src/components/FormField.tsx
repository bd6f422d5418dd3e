import { useId, type ReactNode } from 'react';
import { FieldBox, FieldError, FieldHint, FieldLabel } from '@newsroom/shared';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with an optional hint and an error announced with the field. */
export function FormField({ label, required = false, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </FieldLabel>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldBox>
  );
}
