import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { authState, uploadImageMock } from '../../test/sharedMock.ts';
import type { LibraryImageChoice, MediaChooserModuleProps } from '@newsroom/shared';
import { AdImageInput } from './AdImageInput.tsx';

const LIBRARY_IMAGE: LibraryImageChoice = {
  url: 'http://127.0.0.1:54321/storage/v1/object/public/blog-images/library/banner.webp',
  alt: 'A banner',
  caption: '',
  credit: 'Agency',
  focal: null,
};

vi.mock('@newsroom/shared', async (original) => ({
  ...(await (await import('../../test/sharedMock.ts')).mockShared(original)),
  // The editor remote's ./MediaChooser (its own tests choose from the library): a choice straight away.
  RemoteMount: ({ remote, module, props }: { remote: string; module: string; props: MediaChooserModuleProps }) => (
    <button type="button" onClick={() => props.onChoose(LIBRARY_IMAGE)}>{`${remote}/${module}`}</button>
  ),
}));
// The uploader's network step, in the image-upload subpath (out of the shared singleton).
vi.mock('@newsroom/shared/image-upload', async (original) => ({
  ...(await original<object>()),
  uploadImage: (await import('../../test/sharedMock.ts')).uploadImageMock,
}));

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const MB = 1024 * 1024;

function Harness({ onChange }: { onChange: (url: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <AdImageInput
      value={value}
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
}

const choose = (file: File) => userEvent.upload(screen.getByLabelText(/^Image/), file, { applyAccept: false });

beforeEach(() => {
  uploadImageMock.mockClear();
  authState.isAdmin = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('AdImageInput', () => {
  it("takes an image chosen from the editor's media library, uploading nothing", async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'editor/MediaChooser' }));
    expect(onChange).toHaveBeenCalledWith(LIBRARY_IMAGE.url);
    expect(uploadImageMock).not.toHaveBeenCalled();
  });

  it('uploads a real PNG for an admin and reports its public URL', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await choose(new File([PNG_BYTES], 'banner.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/blog-images\/banner\.png$/)));
    expect(uploadImageMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Image uploaded.')).toBeInTheDocument();
  });

  it('refuses anyone who is not an admin, before a byte is sent', async () => {
    authState.isAdmin = false;
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await choose(new File([PNG_BYTES], 'banner.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized: Admin access required');
    expect(uploadImageMock).not.toHaveBeenCalled();
  });

  it('refuses a text file renamed .png by its content', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await choose(new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type. Only JPEG, JPG, PNG, and WebP images are allowed.',
    );
    expect(uploadImageMock).not.toHaveBeenCalled();
  });

  it('refuses other types and files over 5 MB with the product messages', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await choose(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type. Only JPEG, JPG, PNG, and WebP images are allowed.',
    );
    await choose(new File([new Uint8Array(6 * MB)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size too large. Maximum size is 5MB.');
    expect(uploadImageMock).not.toHaveBeenCalled();
  });
});
