import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { supabase } from '../../../test/sharedMock.ts';
import { StoryAddressPanel } from './StoryAddressPanel.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

const STORY = 'a1000000-0000-4000-8000-000000000042';
const TAKEN = 'The address "bus-lanes-stay" is already used by another story.';

/** story_slugs behind the fake API: set_story_slug makes a slug current, or refuses a taken one as the database does. */
function slugsDatabase() {
  const slugs = [{ slug: 'floods-hit-harare', is_current: true, created_at: '2026-11-28T09:00:00Z' }];
  return (request: FakeRequest): FakeResult => {
    if (request.table !== 'rpc:set_story_slug') return { data: [...slugs].reverse() };
    const [{ new_slug: wanted }] = argsOf(request, 'rpc') as [{ new_slug: string }];
    if (wanted === 'bus-lanes-stay') return { error: { message: TAKEN, code: '23505' } };
    for (const row of slugs) row.is_current = false;
    slugs.push({ slug: wanted, is_current: true, created_at: '2026-11-29T09:00:00Z' });
    return { data: wanted };
  };
}

beforeEach(() => {
  supabase.current = createFakeSupabase();
  supabase.current.respondWith(slugsDatabase());
});

describe('StoryAddressPanel', () => {
  it('shows the address, changes the slug with Enter without submitting the story, and lists the earlier one', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithRouter(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <StoryAddressPanel storyId={STORY} mayChange />
      </form>,
    );
    const link = await screen.findByRole('link', { name: `${window.location.origin}/story/floods-hit-harare` });
    expect(link).toHaveAttribute('href', `${window.location.origin}/story/floods-hit-harare`);
    const slug = screen.getByLabelText('Slug');
    expect(slug).toHaveValue('floods-hit-harare');
    expect(screen.getByRole('button', { name: 'Change address' })).toBeDisabled();
    await user.clear(slug);
    await user.type(slug, 'harare-floods{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('The address is now /story/harare-floods.');
    expect(onSubmit).not.toHaveBeenCalled();
    const earlier = await screen.findByRole('list', { name: 'Earlier addresses, which lead here:' });
    expect(within(earlier).getByRole('listitem')).toHaveTextContent('/story/floods-hit-harare');
    expect(await screen.findByRole('link', { name: `${window.location.origin}/story/harare-floods` })).toBeVisible();
  });

  it("shows the database's refusal of a taken slug on the field", async () => {
    const user = userEvent.setup();
    renderWithRouter(<StoryAddressPanel storyId={STORY} mayChange />);
    const slug = await screen.findByDisplayValue('floods-hit-harare');
    await user.clear(slug);
    await user.type(slug, 'bus-lanes-stay');
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(await screen.findByText(TAKEN)).toBeVisible();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the address without the field to those who may not change it', async () => {
    renderWithRouter(<StoryAddressPanel storyId={STORY} mayChange={false} />);
    expect(await screen.findByRole('link', { name: /\/story\/floods-hit-harare$/ })).toBeVisible();
    expect(screen.queryByLabelText('Slug')).toBeNull();
  });
});
