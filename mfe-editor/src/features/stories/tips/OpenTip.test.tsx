import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase } from '../../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { supabase } from '../../../test/sharedMock.ts';
import { OpenTip } from './OpenTip.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

const DRAFT_ID = '0b6a4f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const tipRow = (storyId: string | null) => ({
  id: 't1',
  title: 'Borehole broken',
  summary: 'No water for six weeks.',
  author: 'Resident',
  read_time: '3 min read',
  category: 'Health & Environment',
  created_at: '2026-11-21T08:00:00Z',
  status: 'used',
  story_id: storyId,
});

function answer(storyId: string | null, draft: unknown) {
  supabase.current?.respondWith((request) =>
    request.table === 'story_tips' ? { data: [tipRow(storyId)] } : { data: draft },
  );
}

beforeEach(() => {
  supabase.current = createFakeSupabase();
});

describe('OpenTip', () => {
  it('offers the draft a tip led to when it still exists, asked by id (whatever its age)', async () => {
    answer(DRAFT_ID, { id: DRAFT_ID, title: 'Borehole broken', status: 'draft' });
    renderWithRouter(<OpenTip id="t1" onOpenStory={vi.fn()} onBack={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Open the draft' })).toBeInTheDocument();
    const read = supabase.current?.requests.find((request) => request.table === 'news_stories');
    expect(read && argsOf(read, 'eq')).toEqual(['id', DRAFT_ID]);
  });

  it('offers a new draft when the old one was deleted', async () => {
    answer(DRAFT_ID, null);
    renderWithRouter(<OpenTip id="t1" onOpenStory={vi.fn()} onBack={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Start a draft from this tip' })).toBeInTheDocument();
  });
});
