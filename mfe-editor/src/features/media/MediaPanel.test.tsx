import { setRuntimeConfig, type RuntimeConfig } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { supabase } from '../../test/sharedMock.ts';
import type { MediaAsset } from '../../components/media/mediaAssets.ts';
import { MediaPanel } from './MediaPanel.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const asset = (n: number, fields: Partial<MediaAsset> = {}): MediaAsset => ({
  id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  storage_path: `${n}.jpg`,
  alt_text: `Image ${n}`,
  caption: null,
  credit: null,
  focal_x: null,
  focal_y: null,
  width: null,
  height: null,
  bytes: 250_000,
  mime_type: 'image/jpeg',
  uploaded_by: null,
  uploader_name: 'Tendai Moyo',
  created_at: `2026-11-${String(28 - (n % 20)).padStart(2, '0')}T10:00:00Z`,
  use_count: 0,
  ...fields,
});

const USED = asset(1, {
  alt_text: 'Flooded road in Harare',
  caption: 'Sandbags on Samora Machel Avenue.',
  credit: 'Farai Chikore',
  use_count: 2,
});
const UNUSED = asset(2, { alt_text: 'Market at dawn' });
const FULL_PAGE = [USED, UNUSED, ...Array.from({ length: 34 }, (_, i) => asset(i + 3))];
const USES = [
  {
    kind: 'story',
    id: 'a1000000-0000-4000-8000-000000000002',
    title: 'Harare floods',
    place: 'lead image',
    in_trash: false,
  },
  { kind: 'story', id: 'a1000000-0000-4000-8000-000000000003', title: 'Old draft', place: 'body', in_trash: true },
];

let removed: string[][] = [];

function database(request: FakeRequest): FakeResult {
  if (request.table === 'rpc:media_library') {
    const args = argsOf(request, 'rpc')?.[0] as { after_id?: string };
    return { data: args.after_id ? [asset(99)] : FULL_PAGE };
  }
  if (request.table === 'rpc:media_asset_uses') {
    const args = argsOf(request, 'rpc')?.[0] as { asset: string };
    return { data: args.asset === USED.id ? USES : [] };
  }
  if (request.table === 'media_assets' && request.calls.some(([name]) => name === 'delete')) {
    const id = argsOf(request, 'eq')?.[1];
    if (id === USED.id) {
      return { error: { code: '23503', message: 'This image is in use (2 places); remove it from them first' } };
    }
    return { data: [{ id }] };
  }
  if (request.table === 'media_assets') return { data: [{ id: argsOf(request, 'eq')?.[1] }] };
  return { data: [] };
}

const libraryCalls = () =>
  supabase
    .current!.requests.filter((request) => request.table === 'rpc:media_library')
    .map((r) => argsOf(r, 'rpc')?.[0]);

beforeEach(() => {
  setRuntimeConfig({
    supabaseUrl: 'https://project.example',
    supabaseAnonKey: 'anon',
    siteName: 'The Daily Chronicle',
    imageTransformations: true,
    remotes: {},
  } as unknown as RuntimeConfig);
  removed = [];
  supabase.current = createFakeSupabase();
  supabase.current.respondWith(database);
  Object.assign(supabase.current.client, {
    storage: {
      from: () => ({
        remove: async (paths: string[]) => {
          removed.push(paths);
          return { data: paths.map((name) => ({ name })), error: null };
        },
      }),
    },
  });
});
afterEach(() => {
  // The runtime config is the module's own: the next file in this worker starts without it.
  setRuntimeConfig(null as unknown as RuntimeConfig);
  vi.restoreAllMocks();
});

describe('MediaPanel', () => {
  it('shows each image with its small rendition, texts, size, uploader and use count; pages by keyset', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MediaPanel />, '/blog-management?tab=media');
    const grid = await screen.findByRole('list', { name: 'Images' });
    const card = within(grid).getByRole('heading', { name: 'Flooded road in Harare' }).closest('li')!;
    expect(within(card).getByRole('img', { name: 'Flooded road in Harare' })).toHaveAttribute(
      'src',
      'https://project.example/storage/v1/render/image/public/blog-images/1.jpg?width=320&height=320',
    );
    expect(card).toHaveTextContent('Sandbags on Samora Machel Avenue.');
    expect(card).toHaveTextContent('Credit: Farai Chikore');
    expect(card).toHaveTextContent('244 KB · Tendai Moyo ·');
    expect(card).toHaveTextContent('Used 2 times');
    expect(within(grid).getByRole('heading', { name: 'Market at dawn' }).closest('li')).toHaveTextContent('Not used');
    expect(libraryCalls()[0]).toMatchObject({ unused_only: false, mine_only: false, page_size: 36 });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(grid).findByRole('heading', { name: 'Image 99' })).toBeInTheDocument();
    const last = FULL_PAGE[FULL_PAGE.length - 1];
    expect(libraryCalls()[1]).toMatchObject({ after_created: last.created_at, after_id: last.id });
  });

  it('searches and filters: unused, mine, by type', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MediaPanel />, '/blog-management?tab=media');
    await screen.findByRole('list', { name: 'Images' });
    await user.type(screen.getByRole('searchbox', { name: 'Search images' }), 'harare');
    await vi.waitFor(() => expect(libraryCalls().at(-1)).toMatchObject({ search: 'harare' }));
    await user.click(screen.getByRole('button', { name: 'Unused' }));
    await vi.waitFor(() => expect(libraryCalls().at(-1)).toMatchObject({ search: 'harare', unused_only: true }));
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    await vi.waitFor(() => expect(libraryCalls().at(-1)).toMatchObject({ unused_only: false, mine_only: true }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'PNG');
    await vi.waitFor(() => expect(libraryCalls().at(-1)).toMatchObject({ mime: 'image/png' }));
  });

  it('edits alt text, caption, credit and focal point in one place, saying existing uses keep theirs', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MediaPanel />, '/blog-management?tab=media');
    await user.click(await screen.findByRole('button', { name: 'Edit Flooded road in Harare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image details' });
    expect(dialog).toHaveTextContent('stories already using the image keep their own');
    const credit = within(dialog).getByRole('textbox', { name: 'Credit' });
    await user.clear(credit);
    await user.type(credit, 'Farai Chikore/Chronicle');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await vi.waitFor(() =>
      expect(supabase.current!.requests.some((r) => r.table === 'media_assets' && argsOf(r, 'update'))).toBe(true),
    );
    const update = supabase.current!.requests.find((r) => r.table === 'media_assets' && argsOf(r, 'update'))!;
    expect(argsOf(update, 'update')).toEqual([
      {
        alt_text: 'Flooded road in Harare',
        caption: 'Sandbags on Samora Machel Avenue.',
        credit: 'Farai Chikore/Chronicle',
        focal_x: null,
        focal_y: null,
      },
    ]);
    expect(argsOf(update, 'eq')).toEqual(['id', USED.id]);
  });

  it('lists where an image is used, with links, and refuses its deletion with the database’s reason', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MediaPanel />, '/blog-management?tab=media');
    await user.click(await screen.findByRole('button', { name: 'Edit Flooded road in Harare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image details' });
    const uses = await within(dialog).findByRole('region', { name: 'Where this image is used' });
    expect(within(uses).getByRole('link', { name: 'Harare floods' })).toHaveAttribute(
      'href',
      '/blog-management?tab=stories&story=a1000000-0000-4000-8000-000000000002',
    );
    expect(uses).toHaveTextContent('Used in:Harare floods (lead image)Old draft (body, in the trash)');

    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this image?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete image' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not deleted: This image is in use (2 places); remove it from them first.',
    );
    expect(removed).toEqual([]);
  });

  it('deletes an unused image: its row, then its file', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MediaPanel />, '/blog-management?tab=media');
    await user.click(await screen.findByRole('button', { name: 'Edit Market at dawn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image details' });
    expect(await within(dialog).findByText('Not used anywhere.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this image?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete image' }));
    await vi.waitFor(() => expect(removed).toEqual([['2.jpg']]));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Image details' })).not.toBeInTheDocument());
  });
});
