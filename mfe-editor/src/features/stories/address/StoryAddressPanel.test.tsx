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

/**
 * story_slugs behind the fake API: story_addresses lists them (the newest first, `older` beyond
 * them); set_story_slug makes a slug current, or refuses a taken one as the database does.
 */
function slugsDatabase(older = 0) {
  const slugs = [{ slug: 'floods-hit-harare', is_current: true }];
  return (request: FakeRequest): FakeResult => {
    if (request.table === 'rpc:story_addresses') {
      const current = slugs.find((row) => row.is_current)?.slug ?? null;
      const earlier = slugs.filter((row) => !row.is_current).map((row) => row.slug);
      return { data: { current, earlier: earlier.reverse(), older } };
    }
    if (request.table !== 'rpc:set_story_slug') return { error: { message: `unexpected ${request.table}` } };
    const [{ new_slug: wanted }] = argsOf(request, 'rpc') as [{ new_slug: string }];
    if (wanted === 'bus-lanes-stay') return { error: { message: TAKEN, code: '23505' } };
    for (const row of slugs) row.is_current = false;
    slugs.push({ slug: wanted, is_current: true });
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

  it('counts the earlier addresses beyond the newest 50 the database lists', async () => {
    supabase.current!.respondWith(slugsDatabase(3));
    const user = userEvent.setup();
    renderWithRouter(<StoryAddressPanel storyId={STORY} mayChange />);
    expect(await screen.findByDisplayValue('floods-hit-harare')).toBeVisible();
    expect(screen.queryByText(/older addresses/)).toBeNull();
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'harare-floods{Enter}');
    expect(await screen.findByText('And 3 older addresses, which lead here too.')).toBeVisible();
  });

  it('shows the address without the field to those who may not change it', async () => {
    renderWithRouter(<StoryAddressPanel storyId={STORY} mayChange={false} />);
    expect(await screen.findByRole('link', { name: /\/story\/floods-hit-harare$/ })).toBeVisible();
    expect(screen.queryByLabelText('Slug')).toBeNull();
  });
});
