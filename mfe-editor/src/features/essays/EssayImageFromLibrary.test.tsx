import { setRuntimeConfig, type RuntimeConfig } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase } from '../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { supabase } from '../../test/sharedMock.ts';
import { EssayImageFromLibrary } from './EssayImageFromLibrary.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const LIBRARY_IMAGE = {
  id: 'c0000000-0000-4000-8000-000000000001',
  storage_path: 'lake.jpg',
  alt_text: 'Boats on a dry shore',
  caption: 'Binga, October.',
  credit: 'Thandiwe Khumalo',
  focal_x: 0.5,
  focal_y: 0.4,
  width: null,
  height: null,
  bytes: 80_000,
  mime_type: 'image/jpeg',
  uploaded_by: null,
  uploader_name: null,
  created_at: '2026-11-20T10:00:00Z',
  use_count: 0,
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

async function choose(photographer: string) {
  const user = userEvent.setup();
  const setValue = vi.fn();
  renderWithRouter(<EssayImageFromLibrary setValue={setValue} photographer={photographer} />);
  await user.click(screen.getByRole('button', { name: 'Choose from library' }));
  const chooser = await screen.findByRole('dialog', { name: 'Choose from library' });
  await user.click(await within(chooser).findByRole('button', { name: 'Choose Boats on a dry shore' }));
  return setValue.mock.calls.map(([name, value]) => [name, value]);
}

describe('EssayImageFromLibrary', () => {
  it("fills the photo, its alt text and focal point, and the credit as an unnamed essay's photographer", async () => {
    expect(await choose('')).toEqual([
      ['imageUrl', 'https://project.example/storage/v1/object/public/blog-images/lake.jpg'],
      ['imageAlt', 'Boats on a dry shore'],
      ['imageFocal', { x: 0.5, y: 0.4 }],
      ['photographer', 'Thandiwe Khumalo'],
    ]);
  });

  it('keeps a photographer the essay already names', async () => {
    expect((await choose('T. M.')).map(([name]) => name)).toEqual(['imageUrl', 'imageAlt', 'imageFocal']);
  });
});
