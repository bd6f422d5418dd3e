import { toast } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { supabase } from '../../../test/sharedMock.ts';
import { SharePreview } from './SharePreview.tsx';
import { PREVIEW_LINKS_SHOWN } from './usePreviewLinks.ts';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

const STORY = 'a1000000-0000-4000-8000-000000000042';
const TOKEN = 'T'.repeat(43);
const LATER = '2026-12-01T10:00:00.000Z';

/** A small table of links behind the fake API: create adds one, revoke removes it from the active list. */
function linksDatabase() {
  const active: { id: string; created_at: string; expires_at: string }[] = [];
  return (request: FakeRequest): FakeResult => {
    if (request.table === 'rpc:create_story_preview_link') {
      active.push({ id: 'link-1', created_at: LATER, expires_at: LATER });
      return { data: { id: 'link-1', token: TOKEN, expires_at: LATER } };
    }
    if (request.table === 'rpc:revoke_story_preview_link') {
      active.splice(0, active.length);
      return { data: null };
    }
    return { data: [...active] };
  };
}

beforeEach(() => {
  supabase.current = createFakeSupabase();
  supabase.current.respondWith(linksDatabase());
});

const rpcCall = (name: string) => supabase.current?.requests.find((request) => request.table === `rpc:${name}`);

describe('SharePreview', () => {
  it('creates a link for the chosen time, shows it once and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const copied = vi.spyOn(toast, 'success').mockImplementation(() => '');
    renderWithRouter(<SharePreview storyId={STORY} />);
    const expiry = screen.getByLabelText('Link expires after');
    expect(expiry).toHaveValue('24');
    expect(
      within(expiry)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 hour', '24 hours', '7 days']);
    await user.selectOptions(expiry, '7 days');
    await user.click(screen.getByRole('button', { name: 'Create preview link' }));

    const url = `${window.location.origin}/preview/${TOKEN}`;
    expect(await screen.findByLabelText('Preview link')).toHaveTextContent(url);
    expect(screen.getByText('Copy this link now: it is shown only once.')).toBeVisible();
    expect(argsOf(rpcCall('create_story_preview_link')!, 'rpc')).toEqual([{ story: STORY, expires_in_hours: 168 }]);
    const list = supabase.current?.requests.find((request) => request.table === 'story_preview_links');
    expect(argsOf(list!, 'limit')).toEqual([PREVIEW_LINKS_SHOWN]);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(copied).toHaveBeenCalledWith('Preview link copied');
  });

  it('lists the active links with their expiry and revokes one', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SharePreview storyId={STORY} />);
    await user.click(screen.getByRole('button', { name: 'Create preview link' }));
    const list = await screen.findByRole('list', { name: 'Active preview links' });
    expect(within(list).getByText(/^Expires/)).toBeVisible();
    await user.click(within(list).getByRole('button', { name: /^Revoke/ }));
    expect(argsOf(rpcCall('revoke_story_preview_link')!, 'rpc')).toEqual([{ link: 'link-1' }]);
    await vi.waitFor(() => expect(screen.queryByRole('list', { name: 'Active preview links' })).toBeNull());
  });

  it('shows a refusal from the database', async () => {
    const user = userEvent.setup();
    supabase.current?.respondWith((request) =>
      request.table === 'rpc:create_story_preview_link'
        ? { error: { message: 'This story is published: share its address instead' } }
        : { data: [] },
    );
    renderWithRouter(<SharePreview storyId={STORY} />);
    await user.click(screen.getByRole('button', { name: 'Create preview link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This story is published: share its address instead');
  });
});
