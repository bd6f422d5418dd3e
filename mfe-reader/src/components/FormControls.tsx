import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Field } from './FormControls.styles.ts';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
}

export function TextAreaField({ label, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} {...props} />
    </Field>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  children: ReactNode;
}

export function SelectField({ label, children, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...props}>
        {children}
      </select>
    </Field>
  );
}
