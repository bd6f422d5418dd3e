import { Button, TextField, type FocalPoint } from '@newsroom/shared';
import { ImageUploadField, type UploadFn } from '@newsroom/shared/image-upload';
import { useState, type FormEvent } from 'react';
import { FocalPointPicker } from '../../../components/FocalPointPicker.tsx';
import { MediaChooserDialog, type ChosenImage } from '../../../components/media/MediaChooserDialog.tsx';
import { ModalDialog } from '../../../components/dialog/ModalDialog.tsx';
import { ModalActions, ModalError } from '../../../components/dialog/ModalDialog.styles.ts';
import { displaySource } from './imageDisplay.ts';
import { IMAGE_SOURCE_MESSAGE, imageSourceOf } from './imageSource.ts';

export interface InlineImage {
  src: string;
  alt: string;
  caption: string | null;
  credit: string | null;
  focalX: number | null;
  focalY: number | null;
}

export interface ImageDialogProps {
  /** The selected image's attributes, to edit it in place; none: a new image. */
  initial?: InlineImage | null;
  /** A pasted or dropped file, uploaded as soon as the dialog opens. */
  file?: File | null;
  /** Tests: the upload function (default: uploadImage to blog-images). */
  upload?: UploadFn;
  onInsert: (image: InlineImage) => void;
  onClose: () => void;
}

export const ALT_REQUIRED = 'Describe the image for readers who cannot see it (alt text).';

const optional = (text: string) => (text.trim() === '' ? null : text.trim());
const axis = (value: number | undefined) => (value === undefined ? null : Math.round(value * 100));
const focalOf = (image: InlineImage | null | undefined): FocalPoint | null =>
  image?.focalX == null || image.focalY == null ? null : { x: image.focalX / 100, y: image.focalY / 100 };

/**
 * An image inside the story: uploaded with the console's checks and progress (the shared upload
 * field), with the alt text the schema requires, a caption, a credit and a focal point. Given an
 * image already in the story, it edits it: a new picture keeps the texts (the focal point was the
 * old picture's).
 */
export function ImageDialog({ initial, file, upload, onInsert, onClose }: ImageDialogProps) {
  const [url, setUrl] = useState(() => displaySource(initial?.src ?? ''));
  const [alt, setAlt] = useState(initial?.alt ?? '');
  const [caption, setCaption] = useState(initial?.caption ?? '');
  const [credit, setCredit] = useState(initial?.credit ?? '');
  const [focal, setFocal] = useState<FocalPoint | null>(() => focalOf(initial));
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);

  // A library image fills the picture and the texts its new use starts from (decision 199).
  const choose = (image: ChosenImage) => {
    setUrl(image.url);
    setAlt(image.alt);
    setCaption(image.caption);
    setCredit(image.credit);
    setFocal(image.focal);
    setChoosing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const src = imageSourceOf(url);
    const found = !src ? IMAGE_SOURCE_MESSAGE : alt.trim() === '' ? ALT_REQUIRED : null;
    setProblem(found);
    if (!src || found) return;
    onInsert({
      src,
      alt: alt.trim(),
      caption: optional(caption),
      credit: optional(credit),
      focalX: axis(focal?.x),
      focalY: axis(focal?.y),
    });
  };

  return (
    <ModalDialog title={initial ? 'Edit image' : 'Insert image'} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <ImageUploadField
          label="Image"
          value={url}
          onChange={(next) => {
            setUrl(next);
            setFocal(null);
          }}
          allowUrl
          previewAlt={alt}
          onUploadingChange={setUploading}
          initialFile={file}
          upload={upload}
          renderPreview={(preview) => <FocalPointPicker {...preview} value={focal} onChange={setFocal} />}
        />
        <Button $variant="secondary" $size="sm" onClick={() => setChoosing(true)}>
          Choose from library
        </Button>
        <TextField label="Alt text *" value={alt} maxLength={300} onChange={(event) => setAlt(event.target.value)} />
        <TextField
          label="Caption"
          value={caption}
          maxLength={500}
          onChange={(event) => setCaption(event.target.value)}
        />
        <TextField label="Credit" value={credit} maxLength={120} onChange={(event) => setCredit(event.target.value)} />
        {problem && <ModalError role="alert">{problem}</ModalError>}
        <ModalActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={uploading}>
            {initial ? 'Save image' : 'Insert image'}
          </Button>
        </ModalActions>
      </form>
      {choosing && <MediaChooserDialog onChoose={choose} onClose={() => setChoosing(false)} />}
    </ModalDialog>
  );
}
