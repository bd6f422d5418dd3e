import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { supabase } from '../../test/sharedMock.ts';
import { PhotoEssaysPanel } from './PhotoEssaysPanel.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const OLD_ID = '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
const essay = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Essay number ${n}`,
  photographer: 'T. M.',
  type: 'day',
  status: 'published',
  published_at: '2020-01-01T00:00:00Z',
  created_at: '2020-01-01T00:00:00Z',
});

/** 61 essays, 25 a page; one old essay readable by id. */
function database(request: FakeRequest): FakeResult {
  if (argsOf(request, 'maybeSingle')) {
    return argsOf(request, 'eq')?.[1] === OLD_ID
      ? { data: { ...essay(1), id: OLD_ID, title: 'Dawn, 2018', caption: 'Mist at dawn.', version: 2 } }
      : { data: null };
  }
  const [from, to] = (argsOf(request, 'range') as [number, number] | undefined) ?? [0, -1];
  return {
    data: Array.from({ length: Math.max(0, Math.min(to, 60) - from + 1) }, (_, i) => essay(from + i + 1)),
    count: 61,
  };
}

beforeEach(() => {
  supabase.current = createFakeSupabase();
  supabase.current.respondWith(database);
  window.localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('PhotoEssaysPanel', () => {
  it('pages through the essays with the count from the database', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<PhotoEssaysPanel isAdmin={false} />, '/blog-management?tab=essays&page=2');
    expect(await screen.findByText('Showing 26–50 of 61 photo essays')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Photo essay pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 51–61 of 61 photo essays')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(router.state.location.search).toBe('?tab=essays&page=3');
  });

  it('opens an old essay by its URL, read by id', async () => {
    renderWithRouter(<PhotoEssaysPanel isAdmin={false} />, `/blog-management?tab=essays&essay=${OLD_ID}`);
    expect(await screen.findByRole('heading', { name: 'Edit photo essay' })).toBeInTheDocument();
    expect(screen.getByLabelText('Caption *')).toHaveTextContent('Mist at dawn.');
    expect(supabase.current?.requests.filter((request) => argsOf(request, 'range'))).toHaveLength(0);
  });

  it('a link to an essay that is not there says so', async () => {
    renderWithRouter(<PhotoEssaysPanel isAdmin={false} />, '/blog-management?tab=essays&essay=<script>');
    expect(await screen.findByText(/This photo essay does not exist/)).toBeInTheDocument();
  });
});
