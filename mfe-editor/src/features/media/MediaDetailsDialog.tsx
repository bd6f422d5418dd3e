import { Button, responsiveImage, TextField, type FocalPoint } from '@newsroom/shared';
import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import { useState, type FormEvent } from 'react';
import { FocalPointPicker } from '../../components/FocalPointPicker.tsx';
import { MediaInUseError } from '../../components/media/mediaApi.ts';
import { assetFocal, assetUrl, fileName, type MediaAsset } from '../../components/media/mediaAssets.ts';
import { Meta } from '../../components/media/Media.styles.ts';
import { ModalDialog } from '../../components/dialog/ModalDialog.tsx';
import { ModalActions, ModalError } from '../../components/dialog/ModalDialog.styles.ts';
import { useDeleteMedia, useDescribeMedia } from '../../components/media/useMediaLibrary.ts';
import { MediaUses } from './MediaUses.tsx';

export interface MediaDetailsDialogProps {
  asset: MediaAsset;
  onClose: () => void;
}

export const CREDIT_NOTE =
  'The library’s alt text, caption and credit are what new uses start from; stories already using the image keep their own.';

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** One image in one place: its texts and focal point, where it is used, and Delete when unused. */
export function MediaDetailsDialog({ asset, onClose }: MediaDetailsDialogProps) {
  const [alt, setAlt] = useState(asset.alt_text ?? '');
  const [caption, setCaption] = useState(asset.caption ?? '');
  const [credit, setCredit] = useState(asset.credit ?? '');
  const [focal, setFocal] = useState<FocalPoint | null>(() => assetFocal(asset));
  const [confirming, setConfirming] = useState(false);
  const describe = useDescribeMedia();
  const remove = useDeleteMedia();
  const preview = responsiveImage(assetUrl(asset.storage_path), { aspect: 'wide', uncropped: true, maxWidth: 640 });
  const refusal = !remove.error
    ? null
    : remove.error instanceof MediaInUseError
      ? `Not deleted: ${remove.error.message}.`
      : 'Failed to delete the image. Please try again.';

  const save = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const fields = { alt_text: optional(alt), caption: optional(caption), credit: optional(credit) };
    describe.mutate(
      { id: asset.id, ...fields, focal_x: focal?.x ?? null, focal_y: focal?.y ?? null },
      { onSuccess: onClose },
    );
  };
  const confirmDelete = () => remove.mutate(asset, { onSuccess: onClose, onSettled: () => setConfirming(false) });

  return (
    <ModalDialog wide title="Image details" onClose={onClose}>
      <form noValidate onSubmit={save}>
        <FocalPointPicker src={preview.src} alt={alt} value={focal} onChange={setFocal} />
        <Meta>{fileName(asset.storage_path)}</Meta>
        <TextField label="Alt text" value={alt} maxLength={300} onChange={(event) => setAlt(event.target.value)} />
        <TextField
          label="Caption"
          value={caption}
          maxLength={500}
          onChange={(event) => setCaption(event.target.value)}
        />
        <TextField label="Credit" value={credit} maxLength={120} onChange={(event) => setCredit(event.target.value)} />
        <Meta>{CREDIT_NOTE}</Meta>
        <MediaUses assetId={asset.id} />
        {refusal && <ModalError role="alert">{refusal}</ModalError>}
        <ModalActions>
          <Button $variant="danger" disabled={remove.isPending} onClick={() => setConfirming(true)}>
            Delete image
          </Button>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={describe.isPending}>
            Save details
          </Button>
        </ModalActions>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Delete this image?"
        confirmLabel="Delete image"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        The file is deleted for good. An image still used anywhere is not deleted.
      </ConfirmDialog>
    </ModalDialog>
  );
}
