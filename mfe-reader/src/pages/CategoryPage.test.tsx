import { useCategoryStories, type Story } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStory, queryResult } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { CategoryPage } from './CategoryPage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.tsx')).mockShared(original));

const show = (url: string) => renderPage(<CategoryPage />, { path: '/category/:slug', url });

/** The page the database gives: which stories a category holds is its query's concern now. */
function setPage(stories: Story[], hasNextPage = false) {
  vi.mocked(useCategoryStories).mockReturnValue(queryResult({ data: { stories, hasNextPage } }) as never);
}

const cardTitles = () =>
  screen.getAllByTestId('story-card').map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  vi.mocked(useCategoryStories).mockClear();
  setPage([makeStory({ title: 'Budget', category: 'Business & Finance' }), makeStory({ title: 'Rates' })]);
});

describe('CategoryPage', () => {
  it('titles the page with the category name for its slug and lists the page of stories in order, with a breadcrumb', () => {
    show('/category/business-finance');
    expect(useCategoryStories).toHaveBeenCalledWith('business-finance', 1);
    expect(screen.getByRole('heading', { level: 1, name: 'Business & Finance' })).toBeInTheDocument();
    const crumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumb).getByText('Business & Finance')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Budget', 'Rates']);
  });

  it('shows no page links when the category fits on one page', () => {
    show('/category/business-finance');
    expect(screen.queryByRole('navigation', { name: 'Business & Finance pages' })).not.toBeInTheDocument();
  });

  it('links the first page to the older stories when another page follows', () => {
    setPage([makeStory({ title: 'Derby' })], true);
    show('/category/sports');
    const pages = screen.getByRole('navigation', { name: 'Sports pages' });
    expect(within(pages).getByRole('link', { name: 'Older stories →' })).toHaveAttribute(
      'href',
      '/category/sports?page=2',
    );
    expect(within(pages).queryByRole('link', { name: '← Newer stories' })).not.toBeInTheDocument();
    expect(within(pages).getByText('Page 1')).toBeInTheDocument();
  });

  it('reads ?page= and links page 2 back to the bare category URL and on to page 3', () => {
    setPage([makeStory({ title: 'Older derby' })], true);
    show('/category/sports?page=2');
    expect(useCategoryStories).toHaveBeenCalledWith('sports', 2);
    const pages = screen.getByRole('navigation', { name: 'Sports pages' });
    expect(within(pages).getByRole('link', { name: '← Newer stories' })).toHaveAttribute('href', '/category/sports');
    expect(within(pages).getByRole('link', { name: 'Older stories →' })).toHaveAttribute(
      'href',
      '/category/sports?page=3',
    );
    expect(document.title).toMatch(/^Sports \(page 2\) \| /);
  });

  it('offers only newer stories on the last page', () => {
    setPage([makeStory({ title: 'Oldest' })], false);
    show('/category/sports?page=3');
    const pages = screen.getByRole('navigation', { name: 'Sports pages' });
    expect(within(pages).getByRole('link', { name: '← Newer stories' })).toHaveAttribute(
      'href',
      '/category/sports?page=2',
    );
    expect(within(pages).queryByRole('link', { name: 'Older stories →' })).not.toBeInTheDocument();
  });

  it.each(['0', 'abc', '-1', '1.5'])('shows the 404 page for ?page=%s and asks for no page', (page) => {
    show(`/category/sports?page=${page}`);
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(useCategoryStories).toHaveBeenCalledWith('sports', null);
    expect(screen.queryByTestId('story-card')).not.toBeInTheDocument();
  });

  it('shows the 404 page for an empty page: an unknown category or a page past the last', () => {
    setPage([]);
    const { unmount } = show('/category/weather');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    // Titled as the 404 page it is, as the server titles it (not "Weather").
    expect(document.title).toMatch(/^Page not found \| /);
    unmount();
    show('/category/sports?page=40');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });

  it('shows the loading skeleton, then the error page when the stories fail', () => {
    vi.mocked(useCategoryStories).mockReturnValue(queryResult({ isPending: true }) as never);
    const { unmount } = show('/category/sports');
    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
    unmount();
    vi.mocked(useCategoryStories).mockReturnValue(
      queryResult({ isError: true, error: new Error('Failed to load stories') }) as never,
    );
    show('/category/sports');
    expect(screen.getByRole('heading', { name: 'Unable to Load Content' })).toBeInTheDocument();
  });
});
