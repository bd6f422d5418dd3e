import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Byline } from './Byline.tsx';

const renderByline = (story: Parameters<typeof Byline>[0]['story']) =>
  render(
    <MemoryRouter>
      <p>
        <Byline story={story} />
      </p>
    </MemoryRouter>,
  );

describe('Byline', () => {
  it('links each credited author to their page, joined as the byline reads', () => {
    const { container } = renderByline({
      author: 'Ada One, Ben Two and Cy Three',
      authors: [
        { id: '1', name: 'Ada One', slug: 'ada-one' },
        { id: '2', name: 'Ben Two', slug: 'ben-two' },
        { id: '3', name: 'Cy Three', slug: 'cy-three' },
      ],
    });
    expect(container.textContent).toBe('By Ada One, Ben Two and Cy Three');
    expect(screen.getByRole('link', { name: 'Ben Two' })).toHaveAttribute('href', '/author/ben-two');
  });

  it('shows a free-text byline without links, and HTML in names as text', () => {
    const { container } = renderByline({ author: '<b>Desk</b>', authors: [] });
    expect(container.textContent).toBe('By <b>Desk</b>');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
