import { setRuntimeConfig, type RuntimeConfig } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase } from '../../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { supabase } from '../../../test/sharedMock.ts';
import { ImageDialog } from './ImageDialog.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

const LIBRARY_IMAGE = {
  id: 'c0000000-0000-4000-8000-000000000001',
  storage_path: 'f3a1c2d4.jpg',
  alt_text: 'Flooded road in Harare',
  caption: 'Sandbags on Samora Machel Avenue.',
  credit: 'Farai Chikore',
  focal_x: 0.25,
  focal_y: 0.75,
  width: null,
  height: null,
  bytes: 250_000,
  mime_type: 'image/jpeg',
  uploaded_by: null,
  uploader_name: 'Tendai Moyo',
  created_at: '2026-11-20T10:00:00Z',
  use_count: 1,
};

beforeEach(() => {
  setRuntimeConfig({
    supabaseUrl: 'https://project.example',
    supabaseAnonKey: 'anon',
    siteName: 'The Daily Chronicle',
    remotes: {},
  } as unknown as RuntimeConfig);
  supabase.current = createFakeSupabase();
  supabase.current.respondWith((request) =>
    request.table === 'rpc:media_library' ? { data: [LIBRARY_IMAGE] } : { data: [] },
  );
});
// The runtime config is the module's own: the next file in this worker starts without it.
afterEach(() => setRuntimeConfig(null as unknown as RuntimeConfig));

describe('ImageDialog', () => {
  it('fills the image, alt text, caption, credit and focal point from a library image, uploading nothing', async () => {
    const user = userEvent.setup();
    const onInsert = vi.fn();
    const upload = vi.fn();
    renderWithRouter(<ImageDialog onInsert={onInsert} onClose={() => {}} upload={upload} />);
    const dialog = await screen.findByRole('dialog', { name: 'Insert image' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose from library' }));

    const chooser = await screen.findByRole('dialog', { name: 'Choose from library' });
    await user.type(within(chooser).getByRole('searchbox', { name: 'Search images' }), 'harare');
    await vi.waitFor(() =>
      expect(
        supabase.current!.requests.filter((r) => r.table === 'rpc:media_library').map((r) => argsOf(r, 'rpc')?.[0]),
      ).toContainEqual(expect.objectContaining({ search: 'harare' })),
    );
    // The search's answer renders after the request is seen: wait for the result itself.
    await user.click(await within(chooser).findByRole('button', { name: 'Choose Flooded road in Harare' }));
    expect(screen.queryByRole('dialog', { name: 'Choose from library' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Credit' })).toHaveValue('Farai Chikore');

    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(onInsert).toHaveBeenCalledWith({
      src: 'blog-images/f3a1c2d4.jpg',
      alt: 'Flooded road in Harare',
      caption: 'Sandbags on Samora Machel Avenue.',
      credit: 'Farai Chikore',
      focalX: 25,
      focalY: 75,
    });
    expect(upload).not.toHaveBeenCalled();
  });
});
