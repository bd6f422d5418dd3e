import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Pagination, type PaginationProps } from './Pagination.tsx';

const show = (props: PaginationProps) =>
  render(
    <MemoryRouter>
      <Pagination {...props} />
    </MemoryRouter>,
  );

describe('Pagination', () => {
  it('shows nothing for a list of one page', () => {
    const { container } = show({ label: 'Sports pages', page: 1 });
    expect(container).toBeEmptyDOMElement();
  });

  it('links to older stories from the first page, named for screen readers', () => {
    show({ label: 'Sports pages', page: 1, olderPath: '/category/sports?page=2' });
    const nav = screen.getByRole('navigation', { name: 'Sports pages' });
    const older = within(nav).getByRole('link', { name: 'Older stories →' });
    expect(older).toHaveAttribute('href', '/category/sports?page=2');
    expect(older).toHaveAttribute('rel', 'next');
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByText('Page 1')).toBeInTheDocument();
  });

  it('links both ways from a middle page', () => {
    show({ label: 'Sports pages', page: 2, newerPath: '/category/sports', olderPath: '/category/sports?page=3' });
    const newer = screen.getByRole('link', { name: '← Newer stories' });
    expect(newer).toHaveAttribute('href', '/category/sports');
    expect(newer).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: 'Older stories →' })).toHaveAttribute('href', '/category/sports?page=3');
  });

  it('links only to newer stories from the last page', () => {
    show({ label: 'Sports pages', page: 3, newerPath: '/category/sports?page=2' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['← Newer stories']);
  });

  it('states the page count when known, and takes its own link texts', () => {
    show({
      label: 'Search result pages',
      page: 2,
      pageCount: 9,
      newerPath: '/search?q=rain',
      olderPath: '/search?q=rain&page=3',
      newerText: '← Previous results',
      olderText: 'More results →',
    });
    expect(screen.getByText('Page 2 of 9')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '← Previous results',
      'More results →',
    ]);
  });
});
