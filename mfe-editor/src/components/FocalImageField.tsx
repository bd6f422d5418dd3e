import { ImageUploadField, type FocalPoint, type ImageUploadFieldProps } from '@newsroom/shared';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FocalPointPicker } from './FocalPointPicker.tsx';

export interface FocalImageFieldProps<T extends FieldValues> extends Omit<
  ImageUploadFieldProps,
  'value' | 'onChange' | 'error' | 'renderPreview'
> {
  control: Control<T>;
  /** The form's image URL field. */
  name: FieldPath<T>;
  /** The form's focal point field: set by clicking the preview, cleared when the image changes. */
  focalName: FieldPath<T>;
}

/** The shared image picker bound to a form's URL field, with the focal point picked on its preview. */
export function FocalImageField<T extends FieldValues>({
  control,
  name,
  focalName,
  ...picker
}: FocalImageFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={focalName}
      render={({ field: focal }) => (
        <Controller
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <ImageUploadField
              {...picker}
              value={field.value}
              onChange={(url) => {
                field.onChange(url);
                // Another image: the old focal point means nothing on it.
                focal.onChange(null);
              }}
              renderPreview={(preview) => (
                <FocalPointPicker {...preview} value={focal.value as FocalPoint | null} onChange={focal.onChange} />
              )}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
