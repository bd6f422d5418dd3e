import type { UseFormSetValue } from 'react-hook-form';
import { ChooseFromLibrary } from '../../components/media/ChooseFromLibrary.tsx';
import type { ChosenImage } from '../../components/media/MediaChooserDialog.tsx';
import type { EssayFormValues } from './essayFormSchema.ts';

export interface EssayImageFromLibraryProps {
  setValue: UseFormSetValue<EssayFormValues>;
  /** The photographer the essay names now. */
  photographer: string;
}

/**
 * "Choose from library" for the essay's photo (decision 199): the image, its alt text and focal
 * point; the library's credit only as the photographer of an essay that names none yet.
 */
export function EssayImageFromLibrary({ setValue, photographer }: EssayImageFromLibraryProps) {
  const choose = (image: ChosenImage) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('imageUrl', image.url, options);
    setValue('imageAlt', image.alt, options);
    setValue('imageFocal', image.focal, options);
    if (image.credit && photographer.trim() === '') setValue('photographer', image.credit, options);
  };
  return <ChooseFromLibrary onChoose={choose} />;
}
