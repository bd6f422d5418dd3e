import { setRuntimeConfig, type RuntimeConfig } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase } from '../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { supabase } from '../../test/sharedMock.ts';
import { LeadImageFromLibrary } from './LeadImageFromLibrary.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const LIBRARY_IMAGE = {
  id: 'c0000000-0000-4000-8000-000000000001',
  storage_path: 'seed/stories/a1.jpg',
  alt_text: 'A bus lane at dawn',
  caption: null,
  credit: 'Farai Chikore',
  focal_x: null,
  focal_y: null,
  width: null,
  height: null,
  bytes: 80_000,
  mime_type: 'image/jpeg',
  uploaded_by: null,
  uploader_name: null,
  created_at: '2026-11-20T10:00:00Z',
  use_count: 3,
};

beforeEach(() => {
  setRuntimeConfig({ supabaseUrl: 'https://project.example', remotes: {} } as unknown as RuntimeConfig);
  supabase.current = createFakeSupabase();
  supabase.current.respondWith((request) =>
    request.table === 'rpc:media_library' ? { data: [LIBRARY_IMAGE] } : { data: [] },
  );
});
// The runtime config is the module's own: the next file in this worker starts without it.
afterEach(() => setRuntimeConfig(null as unknown as RuntimeConfig));

describe('LeadImageFromLibrary', () => {
  it("sets the story's image, alt text, caption, credit and focal point from the chosen library image", async () => {
    const user = userEvent.setup();
    const setValue = vi.fn();
    renderWithRouter(<LeadImageFromLibrary setValue={setValue} />);
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose from library' });
    await user.click(await within(chooser).findByRole('button', { name: 'Choose A bus lane at dawn' }));
    const options = { shouldDirty: true, shouldValidate: true };
    expect(setValue.mock.calls).toEqual([
      ['imageUrl', 'https://project.example/storage/v1/object/public/blog-images/seed/stories/a1.jpg', options],
      ['imageAlt', 'A bus lane at dawn', options],
      ['imageCaption', '', options],
      ['imageAuthor', 'Farai Chikore', options],
      ['imageFocal', null, options],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Choose from library' })).not.toBeInTheDocument();
  });
});
