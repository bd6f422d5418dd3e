import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { MediaChooserDialog, type ChosenImage } from './MediaChooserDialog.tsx';

export interface ChooseFromLibraryProps {
  /** The chosen image, its texts and focal point: the form fills what it holds, nothing is uploaded. */
  onChoose: (image: ChosenImage) => void;
  label?: string;
  disabled?: boolean;
}

/** "Choose from library" beside an image field (decision 199): a button and the library's chooser. */
export function ChooseFromLibrary({
  onChoose,
  label = 'Choose from library',
  disabled = false,
}: ChooseFromLibraryProps) {
  const [choosing, setChoosing] = useState(false);
  const choose = (image: ChosenImage) => {
    setChoosing(false);
    onChoose(image);
  };
  return (
    <div>
      <Button $variant="secondary" $size="sm" disabled={disabled} onClick={() => setChoosing(true)}>
        {label}
      </Button>
      {choosing && <MediaChooserDialog onChoose={choose} onClose={() => setChoosing(false)} />}
    </div>
  );
}
