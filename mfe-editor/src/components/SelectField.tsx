import { FieldBox, FieldError, FieldLabel } from '@newsroom/shared';
import { useId, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Select } from './fields.styles.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  label: string;
  /** An uncontrolled field's registration; a controlled one passes value and onChange instead. */
  registration?: UseFormRegisterReturn;
  options: readonly SelectOption[];
  /** First, empty option (e.g. "Choose a category"). */
  placeholder?: string;
  error?: string;
}

export function SelectField({ label, registration, options, placeholder, error, required, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>
        {label}
        {required && ' *'}
      </FieldLabel>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
        {...registration}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  );
}
