import { useStories } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStory, queryResult } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { CategoryPage } from './CategoryPage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMocks.tsx')).mockShared(original));

const show = (slug: string) => renderPage(<CategoryPage />, { path: '/category/:slug', url: `/category/${slug}` });

beforeEach(() => {
  vi.mocked(useStories).mockReturnValue(
    queryResult({
      data: [
        makeStory({ title: 'Budget', category: 'Business & Finance' }),
        makeStory({ title: 'Gallery', category: 'Arts & Culture' }),
        makeStory({ title: 'Safari', category: 'Arts & Culture - Travel' }),
        makeStory({ title: 'Derby', category: 'sports' }),
      ],
    }) as never,
  );
});

describe('CategoryPage', () => {
  it('titles the page from the slug and lists the matching stories with a breadcrumb', () => {
    show('business-finance');
    expect(screen.getByRole('heading', { level: 1, name: 'Business Finance' })).toBeInTheDocument();
    const crumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumb).getByText('Business Finance')).toBeInTheDocument();
    expect(screen.getAllByTestId('story-card')).toHaveLength(1);
  });

  it('matches case-insensitively', () => {
    show('sports');
    expect(screen.getByRole('heading', { name: 'Derby' })).toBeInTheDocument();
  });

  it('lists Arts & Culture with its subcategories, and a subcategory alone', () => {
    const { unmount } = show('arts-culture');
    expect(screen.getAllByTestId('story-card')).toHaveLength(2);
    unmount();
    show('arts-culture-travel');
    expect(screen.getAllByTestId('story-card').map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Safari',
    ]);
  });

  it('shows the 404 page when the category has no stories', () => {
    show('weather');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });
});
