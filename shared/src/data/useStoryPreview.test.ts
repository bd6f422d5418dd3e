import { describe, expect, it, vi } from 'vitest';
import type { PortalClient } from '../supabase/client.ts';
import { fetchStoryPreview } from './useStoryPreview.ts';

const TOKEN = 'a'.repeat(40) + '-_Z';

function fakeClient(answer: { data: unknown; error: unknown }) {
  const rpc = vi.fn(() => Promise.resolve(answer));
  return { client: { rpc } as unknown as PortalClient, rpc };
}

describe('fetchStoryPreview', () => {
  it("asks story_preview with the token and maps the answer as the story page's row", async () => {
    const row = { id: 'a1000000-0000-4000-8000-000000000009', title: 'Draft', status: 'draft', body: { type: 'doc' } };
    const { client, rpc } = fakeClient({ data: row, error: null });
    const story = await fetchStoryPreview(TOKEN, client);
    expect(rpc).toHaveBeenCalledWith('story_preview', { token: TOKEN });
    expect(story).toMatchObject({ id: row.id, title: 'Draft', body: { type: 'doc' } });
  });

  it('an invalid link is null; a malformed token never reaches the backend', async () => {
    const { client, rpc } = fakeClient({ data: null, error: null });
    expect(await fetchStoryPreview(TOKEN, client)).toBeNull();
    expect(await fetchStoryPreview('short', client)).toBeNull();
    expect(rpc).toHaveBeenCalledTimes(1);
  });
});
