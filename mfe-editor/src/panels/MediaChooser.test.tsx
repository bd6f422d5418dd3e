import { setRuntimeConfig, type RuntimeConfig } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase } from '../test/fakeSupabase.ts';
import { renderWithRouter } from '../test/renderWithRouter.tsx';
import { supabase } from '../test/sharedMock.ts';
import { MediaChooser } from './MediaChooser.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.ts')).mockShared(original));

const LIBRARY_IMAGE = {
  id: 'c0000000-0000-4000-8000-000000000002',
  storage_path: 'ads/banner.webp',
  alt_text: 'Winter sale banner',
  caption: null,
  credit: 'Agency',
  focal_x: 0.25,
  focal_y: 0.5,
  width: null,
  height: null,
  bytes: 40_000,
  mime_type: 'image/webp',
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
afterEach(() => setRuntimeConfig(null as unknown as RuntimeConfig));

describe('MediaChooser (exposed to other remotes)', () => {
  it('gives the chosen library image to the form of the remote that mounted it', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderWithRouter(<MediaChooser onChoose={onChoose} />);
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose from library' });
    await user.click(await within(chooser).findByRole('button', { name: 'Choose Winter sale banner' }));
    expect(onChoose).toHaveBeenCalledWith({
      url: 'https://project.example/storage/v1/object/public/blog-images/ads/banner.webp',
      alt: 'Winter sale banner',
      caption: '',
      credit: 'Agency',
      focal: { x: 0.25, y: 0.5 },
    });
  });

  it('is disabled when the form is', () => {
    renderWithRouter(<MediaChooser onChoose={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Choose from library' })).toBeDisabled();
  });
});
