import { ImageUploadField, type ImageUploadFieldProps } from '@newsroom/shared';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface ImageFieldProps<T extends FieldValues> extends Omit<
  ImageUploadFieldProps,
  'value' | 'onChange' | 'error'
> {
  control: Control<T>;
  /** The form's image URL field. */
  name: FieldPath<T>;
  /** Mark the field touched at each change, for forms that show errors once a field is touched. */
  touchOnChange?: boolean;
}

/**
 * The shared image picker bound to a form's URL field: the value is the uploaded (or typed) URL,
 * the form's own rule for it shows as the field's error.
 */
export function ImageField<T extends FieldValues>({
  control,
  name,
  touchOnChange = false,
  ...picker
}: ImageFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUploadField
          {...picker}
          value={field.value}
          onChange={(url) => {
            field.onChange(url);
            if (touchOnChange) field.onBlur();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
