import { FieldBox, FieldHint, FieldLabel } from '@newsroom/shared';
import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxRow } from './fields.styles.ts';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'> {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
}

export function CheckboxField({ label, registration, hint, ...rest }: CheckboxFieldProps) {
  const id = useId();
  return (
    <FieldBox>
      <CheckboxRow>
        <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...rest} {...registration} />
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
      </CheckboxRow>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
    </FieldBox>
  );
}
