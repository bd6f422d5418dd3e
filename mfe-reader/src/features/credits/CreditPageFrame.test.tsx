import { useCreditPage } from '@newsroom/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../test/fixtures.ts';
import { renderPage } from '../../test/renderPage.tsx';
import { AuthorPage } from '../../pages/AuthorPage.tsx';
import { TopicPage } from '../../pages/TopicPage.tsx';

/** The backend's topic_redirect and author_redirect: old-name was renamed to new-name. */
const lookUp = vi.hoisted(() => vi.fn(async (_fn: string, slug: string) => (slug === 'old-name' ? 'new-name' : null)));

vi.mock('@newsroom/shared', async (original) => {
  const shared = await (await import('../../test/sharedMock.tsx')).mockShared(original);
  const rpc = async (fn: string, args: { old_slug: string }) => ({
    data: await lookUp(fn, args.old_slug),
    error: null,
  });
  return { ...shared, useCreditPage: vi.fn(), getSupabase: () => ({ rpc }) };
});

beforeEach(() => {
  lookUp.mockClear();
  vi.mocked(useCreditPage).mockReturnValue(
    queryResult({ data: { subject: null, stories: [], hasNextPage: false } }) as never,
  );
});

describe('CreditPageFrame', () => {
  it("follows an old topic slug to the topic's page now, keeping the page number", async () => {
    renderPage(<TopicPage />, { path: '/topic/:slug', url: '/topic/old-name?page=2' });
    await vi.waitFor(() => expect(useCreditPage).toHaveBeenLastCalledWith('topic', 'new-name', 2));
    expect(lookUp).toHaveBeenCalledWith('topic_redirect', 'old-name');
  });

  it("follows a renamed author's old slug to the author's page now", async () => {
    renderPage(<AuthorPage />, { path: '/author/:slug', url: '/author/old-name' });
    await vi.waitFor(() => expect(useCreditPage).toHaveBeenLastCalledWith('author', 'new-name', 1));
    expect(lookUp).toHaveBeenCalledWith('author_redirect', 'old-name');
  });

  it('shows the 404 page for a slug that leads nowhere', async () => {
    renderPage(<TopicPage />, { path: '/topic/:slug', url: '/topic/unknown' });
    await vi.waitFor(() => expect(lookUp).toHaveBeenCalledWith('topic_redirect', 'unknown'));
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});
