import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
// The portal's one copy (the singleton), not a second one in this subpath's bundle.
import { Button, FieldError, FieldHint, FieldLabel, TextField } from '@newsroom/shared';
import { IMAGE_ACCEPT, isHttpUrl, validateImageFile } from './imageValidation.ts';
import { useImageUpload, type UploadFn } from './useImageUpload.ts';
import { Field, FileInput, Preview, ProgressRow, Row, StatusText } from './ImageUploadField.styles.ts';

export interface ImageUploadFieldProps {
  /** Label of the file picker, e.g. "Image" or "Photo". */
  label: string;
  /** The image URL the form holds ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** A message from the form itself, e.g. "Image is required". */
  error?: string;
  required?: boolean;
  /** Also offer a text field for an image URL (http or https only). */
  allowUrl?: boolean;
  urlLabel?: string;
  /** Alt text of the preview (the form's alt field, when it has one). */
  previewAlt?: string;
  disabled?: boolean;
  /** Told when an upload starts and ends, so the form can hold its submit meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Tests and special buckets: the upload function (default: uploadImage to blog-images). */
  upload?: UploadFn;
  /** The check a chosen file must pass before upload (default: validateImageFile). */
  validateFile?: (file: File) => string | null;
  /** Draws the stored image's preview instead of the plain one (the editor's focal-point picker). */
  renderPreview?: (preview: { src: string; alt: string }) => ReactNode;
  /** A file to check and upload at once, as if chosen (an image pasted or dropped into the story text). */
  initialFile?: File | null;
}

/** The chosen file's preview URL while it uploads; each one is revoked when replaced or unmounted. */
function useLocalPreview(): [string, (file: File | null) => void] {
  const [url, setUrl] = useState('');
  const current = useRef('');
  const show = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const next = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
    current.current = next;
    setUrl(next);
  }, []);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  return [url, show];
}

/**
 * Image picker with a preview, a real progress bar (bytes sent), Cancel, and the upload rules'
 * messages. The form keeps only the URL: the field uploads on choice and reports the public URL.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  error,
  required = false,
  allowUrl = false,
  urlLabel = 'Image URL',
  previewAlt = '',
  disabled = false,
  onUploadingChange,
  upload,
  validateFile = validateImageFile,
  renderPreview,
  initialFile,
}: ImageUploadFieldProps) {
  const id = useId();
  const handle = useImageUpload(upload);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [localPreview, showLocalPreview] = useLocalPreview();
  const uploading = handle.status === 'uploading';

  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const send = async (chosen: File) => {
    const invalid = validateFile(chosen);
    setRefusal(invalid);
    if (invalid) {
      handle.reset();
      return;
    }
    showLocalPreview(chosen);
    const uploaded = await handle.start(chosen);
    showLocalPreview(null);
    if (uploaded) onChange(uploaded.publicUrl);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (chosen) void send(chosen);
  };
  // The given file is sent once, when the field opens with it.
  const sendRef = useRef(send);
  useLayoutEffect(() => {
    sendRef.current = send;
  });
  useEffect(() => {
    if (initialFile) void sendRef.current(initialFile);
  }, [initialFile]);

  const message = refusal ?? handle.error ?? error ?? null;
  const previewSrc = (uploading && localPreview) || (isHttpUrl(value) ? value.trim() : '');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, message ? errorId : ''].filter(Boolean).join(' ');

  return (
    <Field>
      <FieldLabel htmlFor={`${id}-file`}>
        {label}
        {required && ' *'}
      </FieldLabel>
      {previewSrc && renderPreview && !uploading
        ? renderPreview({ src: previewSrc, alt: previewAlt || `Preview of the ${label.toLowerCase()}` })
        : previewSrc && <Preview src={previewSrc} alt={previewAlt || `Preview of the ${label.toLowerCase()}`} />}
      <FileInput
        id={`${id}-file`}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled || uploading}
        aria-describedby={describedBy}
        aria-invalid={message ? true : undefined}
        onChange={choose}
      />
      <FieldHint id={hintId}>JPEG, JPG, PNG or WebP, 5MB at most.</FieldHint>
      {uploading && (
        <ProgressRow>
          <progress
            id={`${id}-progress`}
            max={100}
            value={handle.percent}
            aria-label={`Uploading ${label.toLowerCase()}`}
          />
          <span aria-hidden="true">{handle.percent}%</span>
          <Button $variant="secondary" $size="sm" onClick={handle.cancel}>
            Cancel upload
          </Button>
        </ProgressRow>
      )}
      <div aria-live="polite">
        {handle.status === 'done' && <StatusText>Image uploaded.</StatusText>}
        {handle.status === 'cancelled' && <FieldHint>Upload cancelled.</FieldHint>}
      </div>
      {message && (
        <FieldError id={errorId} role="alert">
          {message}
        </FieldError>
      )}
      {allowUrl && (
        <TextField
          label={urlLabel}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value}
          disabled={disabled || uploading}
          onChange={(event) => {
            setRefusal(null);
            if (handle.status !== 'idle') handle.reset();
            onChange(event.target.value);
          }}
        />
      )}
      {value && !uploading && (
        <Row>
          <Button $variant="ghost" $size="sm" disabled={disabled} onClick={() => onChange('')}>
            Remove image
          </Button>
        </Row>
      )}
    </Field>
  );
}
