import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldControlProps } from './FormField.tsx';
import { Select } from './FormField.styles.ts';

export interface ControlledSelectProps<T extends FieldValues, O> extends FieldControlProps {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A <select> whose value React controls. An uncontrolled select registered with react-hook-form
 * can show its first option instead of the form's value (the value is set through the DOM before
 * the options are read back), and an edit would then save that option: controlled, it always
 * shows what will be saved.
 */
export function ControlledSelect<T extends FieldValues, O>({
  control,
  name,
  disabled,
  children,
  ...controlProps
}: ControlledSelectProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select {...controlProps} {...field} disabled={disabled}>
          {children}
        </Select>
      )}
    />
  );
}
