import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../ui/ThemeProvider.tsx';
import { IMAGE_UPLOAD_MESSAGES } from './imageValidation.ts';
import { ImageUploadField } from './ImageUploadField.tsx';
import { UploadCancelledError, UploadImageError, type UploadImageOptions } from './uploadImage.ts';
import type { UploadFn } from './useImageUpload.ts';

/** An upload the test drives: progress, success, failure, and it honours the abort signal. */
function controllableUpload() {
  let options: UploadImageOptions = {};
  let settle: { resolve: (url: string) => void; reject: (error: Error) => void } | null = null;
  const upload = vi.fn<UploadFn>(
    (_file, given) =>
      new Promise((resolve, reject) => {
        options = given;
        settle = { resolve: (url) => resolve({ path: 'x.jpg', publicUrl: url }), reject };
        given.signal?.addEventListener('abort', () => reject(new UploadCancelledError()));
      }),
  );
  return {
    upload,
    progress: (loaded: number, total: number) => act(() => options.onProgress?.({ loaded, total })),
    succeed: (url: string) => act(async () => settle?.resolve(url)),
    fail: (error: Error) => act(async () => settle?.reject(error)),
  };
}

function Harness({ upload, initial = '', file }: { upload: UploadFn; initial?: string; file?: File }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider global={false}>
      <ImageUploadField label="Image" value={value} onChange={setValue} upload={upload} allowUrl initialFile={file} />
      <output data-testid="value">{value}</output>
    </ThemeProvider>
  );
}

const jpeg = () => new File([new Uint8Array(2048)], 'photo.jpg', { type: 'image/jpeg' });

describe('ImageUploadField', () => {
  it('uploads a file it opens with (a pasted image) with the same checks and progress', async () => {
    const control = controllableUpload();
    const file = jpeg();
    render(<Harness upload={control.upload} file={file} />);
    expect(control.upload).toHaveBeenCalledWith(file, expect.anything());
    control.progress(1024, 2048);
    expect(screen.getByRole('progressbar', { name: 'Uploading image' })).toHaveAttribute('value', '50');
    await control.succeed('http://sb.test/storage/v1/object/public/blog-images/x.jpg');
    expect(screen.getByTestId('value')).toHaveTextContent('blog-images/x.jpg');
  });

  it('shows real progress, then hands the public URL to the form', async () => {
    const user = userEvent.setup();
    const control = controllableUpload();
    render(<Harness upload={control.upload} />);

    await user.upload(screen.getByLabelText('Image'), jpeg());
    const bar = screen.getByRole('progressbar', { name: 'Uploading image' });
    control.progress(512, 2048);
    expect(bar).toHaveAttribute('value', '25');
    control.progress(2048, 2048);
    expect(bar).toHaveAttribute('value', '100');

    await control.succeed('http://sb.test/storage/v1/object/public/blog-images/x.jpg');
    expect(screen.getByTestId('value')).toHaveTextContent('blog-images/x.jpg');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Image uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', 'http://sb.test/storage/v1/object/public/blog-images/x.jpg');
  });

  it('cancels an upload and keeps the previous value', async () => {
    const user = userEvent.setup();
    const control = controllableUpload();
    render(<Harness upload={control.upload} initial="https://example.com/old.jpg" />);

    await user.upload(screen.getByLabelText('Image'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('https://example.com/old.jpg');
  });

  it('refuses a text file and a 6 MB image with the product messages without uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const control = controllableUpload();
    render(<Harness upload={control.upload} />);

    await user.upload(screen.getByLabelText('Image'), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_UPLOAD_MESSAGES.invalidType);
    await user.upload(
      screen.getByLabelText('Image'),
      new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_UPLOAD_MESSAGES.tooLarge);
    expect(control.upload).not.toHaveBeenCalled();
  });

  it('shows the failure message when the upload fails', async () => {
    const user = userEvent.setup();
    const control = controllableUpload();
    render(<Harness upload={control.upload} />);
    await user.upload(screen.getByLabelText('Image'), jpeg());
    await control.fail(new UploadImageError(IMAGE_UPLOAD_MESSAGES.uploadFailed, 500));
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_UPLOAD_MESSAGES.uploadFailed);
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('shows a refusal by the storage server without logging it as an error (issue 49)', async () => {
    const user = userEvent.setup();
    const control = controllableUpload();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness upload={control.upload} />);
    await user.upload(screen.getByLabelText('Image'), jpeg());
    await control.fail(new UploadImageError(IMAGE_UPLOAD_MESSAGES.tooLarge, 413));
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_UPLOAD_MESSAGES.tooLarge);
    expect(logged).not.toHaveBeenCalled();
    // An unexpected failure is still logged for whoever investigates it.
    await user.upload(screen.getByLabelText('Image'), jpeg());
    await control.fail(new UploadImageError(IMAGE_UPLOAD_MESSAGES.uploadFailed, 500));
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('never previews a URL that is not http(s)', async () => {
    const user = userEvent.setup();
    render(<Harness upload={controllableUpload().upload} />);
    await user.type(screen.getByLabelText('Image URL'), 'javascript:alert(1)');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
