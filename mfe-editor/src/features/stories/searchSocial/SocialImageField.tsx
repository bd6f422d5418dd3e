import { Button } from '@newsroom/shared';
import { useState } from 'react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { ImageField } from '../../../components/ImageField.tsx';
import { MediaChooserDialog, type ChosenImage } from '../../../components/media/MediaChooserDialog.tsx';
import type { StoryEditorValues } from '../storyFormSchema.ts';

export interface SocialImageFieldProps {
  control: Control<StoryEditorValues>;
  setValue: UseFormSetValue<StoryEditorValues>;
  previewAlt: string;
  onUploadingChange: (uploading: boolean) => void;
}

/** The link previews' image: uploaded, typed or chosen from the library (decision 199); none: the lead image. */
export function SocialImageField({ control, setValue, previewAlt, onUploadingChange }: SocialImageFieldProps) {
  const [choosing, setChoosing] = useState(false);
  const choose = (image: ChosenImage) => {
    setValue('socialImageUrl', image.url, { shouldDirty: true, shouldValidate: true });
    setChoosing(false);
  };
  return (
    <div>
      <ImageField
        control={control}
        name="socialImageUrl"
        label="Social image"
        urlLabel="Social image address"
        allowUrl
        previewAlt={previewAlt}
        onUploadingChange={onUploadingChange}
      />
      <Button $variant="secondary" $size="sm" onClick={() => setChoosing(true)}>
        Choose social image from library
      </Button>
      {choosing && <MediaChooserDialog onChoose={choose} onClose={() => setChoosing(false)} />}
    </div>
  );
}
