import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './SelectField.tsx';

export interface ControlledSelectFieldProps<Values extends FieldValues> extends Omit<
  SelectFieldProps,
  'registration' | 'name' | 'value' | 'onChange' | 'onBlur'
> {
  control: Control<Values>;
  name: FieldPath<Values>;
}

/**
 * A select bound to a form field through react-hook-form's Controller: a select's initial value set
 * through the DOM (an uncontrolled registration) is not read back everywhere.
 */
export function ControlledSelectField<Values extends FieldValues>({
  control,
  name,
  ...select
}: ControlledSelectFieldProps<Values>) {
  return <Controller control={control} name={name} render={({ field }) => <SelectField {...select} {...field} />} />;
}
