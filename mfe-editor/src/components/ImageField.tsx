import { type FocalPoint } from '@newsroom/shared';
import { ImageUploadField, type ImageUploadFieldProps } from '@newsroom/shared/image-upload';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { FocalPointPicker } from './FocalPointPicker.tsx';

export interface ImageFieldProps<T extends FieldValues> extends Omit<
  ImageUploadFieldProps,
  'value' | 'onChange' | 'error'
> {
  control: Control<T>;
  /** The form's image URL field. */
  name: FieldPath<T>;
  /** The form's focal point field, if it has one: set by clicking the preview, cleared with a new image. */
  focalName?: FieldPath<T>;
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
  focalName,
  touchOnChange = false,
  ...picker
}: ImageFieldProps<T>) {
  const image = (focal?: ControllerRenderProps<T>) => (
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
            // Another image: the old focal point means nothing on it.
            focal?.onChange(null);
          }}
          renderPreview={
            focal
              ? (preview) => (
                  <FocalPointPicker {...preview} value={focal.value as FocalPoint | null} onChange={focal.onChange} />
                )
              : picker.renderPreview
          }
          error={fieldState.error?.message}
        />
      )}
    />
  );
  if (!focalName) return image();
  return <Controller control={control} name={focalName} render={({ field }) => image(field)} />;
}
