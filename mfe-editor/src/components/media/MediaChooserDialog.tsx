import { Button, type LibraryImageChoice } from '@newsroom/shared';
import { ModalDialog } from '../dialog/ModalDialog.tsx';
import { ModalActions } from '../dialog/ModalDialog.styles.ts';
import { assetFocal, assetUrl, type MediaAsset } from './mediaAssets.ts';
import { MediaBrowser } from './MediaBrowser.tsx';

/** What a chosen library image fills in: its public URL and the texts a new use starts from (the contract's shape). */
export type ChosenImage = LibraryImageChoice;

export interface MediaChooserDialogProps {
  onChoose: (image: ChosenImage) => void;
  onClose: () => void;
}

export function chosenImageOf(asset: MediaAsset): ChosenImage {
  return {
    url: assetUrl(asset.storage_path),
    alt: asset.alt_text ?? '',
    caption: asset.caption ?? '',
    credit: asset.credit ?? '',
    focal: assetFocal(asset),
  };
}

/** "Choose from library": the Media tab's search and grid; a choice fills the form, nothing is uploaded. */
export function MediaChooserDialog({ onChoose, onClose }: MediaChooserDialogProps) {
  return (
    <ModalDialog wide title="Choose from library" onClose={onClose}>
      <MediaBrowser actionLabel="Choose" onAction={(asset) => onChoose(chosenImageOf(asset))} />
      <ModalActions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </ModalActions>
    </ModalDialog>
  );
}
