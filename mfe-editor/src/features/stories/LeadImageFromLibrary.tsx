import type { UseFormSetValue } from 'react-hook-form';
import { ChooseFromLibrary } from '../../components/media/ChooseFromLibrary.tsx';
import type { ChosenImage } from '../../components/media/MediaChooserDialog.tsx';
import type { StoryEditorValues } from './storyFormSchema.ts';

export interface LeadImageFromLibraryProps {
  setValue: UseFormSetValue<StoryEditorValues>;
}

/** "Choose from library" for the story's image: fills it and its texts from the library (decision 199). */
export function LeadImageFromLibrary({ setValue }: LeadImageFromLibraryProps) {
  const choose = (image: ChosenImage) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('imageUrl', image.url, options);
    setValue('imageAlt', image.alt, options);
    setValue('imageCaption', image.caption, options);
    setValue('imageAuthor', image.credit, options);
    setValue('imageFocal', image.focal, options);
  };
  return <ChooseFromLibrary onChoose={choose} />;
}
