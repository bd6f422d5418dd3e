import { MEDIA_CHOOSER_MODULE, RemoteMount, useAuth, type LibraryImageChoice } from '@newsroom/shared';
import {
  IMAGE_UPLOAD_MESSAGES,
  ImageUploadField,
  uploadImage,
  UploadImageError,
  type UploadFn,
} from '@newsroom/shared/image-upload';
import { useCallback } from 'react';
import { sniffFile } from './imageSignature.ts';
import { LibraryUnavailable } from './LibraryUnavailable.tsx';

export interface AdImageInputProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
  disabled?: boolean;
  previewAlt?: string;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * The ad image, uploaded or chosen from the media library: the portal's uploader (type and size rules, progress, cancel, preview; cacheControl
 * 3600, never overwriting), plus the ad uploader's own rules: admins only, and a file must really
 * be a JPEG, PNG or WebP (a renamed text file is refused before a byte is sent).
 */
export function AdImageInput({ value, onChange, error, disabled, previewAlt, onUploadingChange }: AdImageInputProps) {
  const isAdmin = useAuth((state) => state.isAdmin);
  const upload = useCallback<UploadFn>(
    async (file, options) => {
      if (!isAdmin) throw new UploadImageError(IMAGE_UPLOAD_MESSAGES.unauthorized);
      if (!(await sniffFile(file))) throw new UploadImageError(IMAGE_UPLOAD_MESSAGES.invalidType);
      return uploadImage(file, options);
    },
    [isAdmin],
  );
  return (
    <>
      <ImageUploadField
        label="Image"
        required
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
        previewAlt={previewAlt}
        onUploadingChange={onUploadingChange}
        upload={upload}
      />
      {/* The editor's chooser (decision 199), through its exposed module: the image's "where it is used" lists the ad. */}
      <RemoteMount
        remote="editor"
        module={MEDIA_CHOOSER_MODULE}
        props={{ onChoose: (image: LibraryImageChoice) => onChange(image.url), disabled }}
        renderError={(retry) => <LibraryUnavailable onRetry={retry} />}
      />
    </>
  );
}
