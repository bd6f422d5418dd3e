import type { TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field.tsx';
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
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      {(control) => <TextArea {...control} $compact={compact} {...areaProps} {...registration} />}
    </Field>
  );
}
