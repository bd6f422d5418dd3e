import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field.tsx';
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
  return (
    <Field label={label} required={required} error={error}>
      {(control) => (
        <Select {...control} {...rest} {...registration}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
