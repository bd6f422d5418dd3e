import { FieldBox, FieldError, FieldHint, FieldLabel } from '@newsroom/shared';
import { useId, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextArea } from './fields.styles.ts';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Shown under the field (e.g. the live word count). */
  hint?: string;
  /** A few lines (a description) rather than a story body. */
  compact?: boolean;
}

export function TextAreaField({
  label,
  registration,
  error,
  hint,
  required,
  compact = false,
  ...areaProps
}: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>
        {label}
        {required && ' *'}
      </FieldLabel>
      <TextArea
        id={id}
        $compact={compact}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        {...areaProps}
        {...registration}
      />
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  );
}
