import { useCallback, useEffect, useRef, useState } from 'react';
import {
  UploadCancelledError,
  UploadImageError,
  uploadImage,
  type UploadedImage,
  type UploadImageOptions,
} from './uploadImage.ts';
import { IMAGE_UPLOAD_MESSAGES } from './imageValidation.ts';

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'cancelled' | 'failed';

export interface ImageUploadState {
  status: UploadStatus;
  /** 0–100, whole percent of the request body sent. */
  percent: number;
  /** The message to show when the upload failed or the file was refused. */
  error: string | null;
}

export type UploadFn = (file: File, options: UploadImageOptions) => Promise<UploadedImage>;

export interface ImageUploadHandle extends ImageUploadState {
  /** Uploads the file; resolves with the result, or null when refused, cancelled or failed. */
  start: (file: File) => Promise<UploadedImage | null>;
  cancel: () => void;
  reset: () => void;
}

const IDLE: ImageUploadState = { status: 'idle', percent: 0, error: null };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : IMAGE_UPLOAD_MESSAGES.uploadFailed;
}

/**
 * One image upload at a time with progress and cancel, for any form. Starting a new upload cancels
 * the one running; unmounting cancels too, so no request outlives its form.
 */
export function useImageUpload(upload: UploadFn = uploadImage): ImageUploadHandle {
  const [state, setState] = useState<ImageUploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', percent: 0, error: null });
      try {
        const result = await upload(file, {
          signal: current.signal,
          onProgress: ({ loaded, total }) => {
            if (controller.current !== current || total <= 0) return;
            setState((previous) => ({ ...previous, percent: Math.min(100, Math.floor((loaded / total) * 100)) }));
          },
        });
        if (controller.current === current) setState({ status: 'done', percent: 100, error: null });
        return result;
      } catch (error) {
        if (controller.current !== current) return null;
        if (error instanceof UploadCancelledError) setState({ status: 'cancelled', percent: 0, error: null });
        else {
          // A refused file is shown to the person; only an unexpected failure is logged.
          if (!(error instanceof UploadImageError && error.refused)) console.error('Image upload failed', error);
          setState({ status: 'failed', percent: 0, error: messageOf(error) });
        }
        return null;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [upload],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
  }, []);

  return { ...state, start, cancel, reset };
}
