import { validateImageFile } from '@newsroom/shared/image-upload';
import { useState } from 'react';

/** A pasted or dropped file that was refused, and why, in the upload field's words. */
export const refusedFileMessage = (file: File, reason: string) => `“${file.name}” was not inserted. ${reason}`;

/**
 * Image files pasted or dropped into the story text: a file the upload rules refuse is named with
 * the reason and goes no further; an accepted one is handed to the image dialog, which uploads it
 * and asks for its alt text before anything is inserted.
 */
export function useImageFiles(openImageDialog: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const take = (next: File) => {
    const reason = validateImageFile(next);
    setProblem(reason && refusedFileMessage(next, reason));
    if (reason) return;
    setFile(next);
    openImageDialog();
  };
  return { file, problem, take, done: () => setFile(null) };
}
