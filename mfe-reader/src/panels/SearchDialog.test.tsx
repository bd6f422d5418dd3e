import { usePhotoEssays, useStories } from '@newsroom/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEssay, makeStory, queryResult } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { SearchDialog } from './SearchDialog.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMocks.tsx')).mockShared(original));

beforeEach(() => {
  vi.mocked(useStories).mockReturnValue(
    queryResult({
      data: [
        makeStory({ id: 'old', title: 'Election night', publishTime: '2026-11-01T00:00:00Z' }),
        makeStory({ id: 'body', title: 'Markets', summary: 'After the election', publishTime: '2026-11-20T00:00:00Z' }),
        makeStory({ id: 'new', title: 'ELECTION results', publishTime: '2026-11-10T00:00:00Z' }),
      ],
    }) as never,
  );
  vi.mocked(usePhotoEssays).mockReturnValue(
    queryResult({ data: [makeEssay({ id: 'e', title: 'Queues', caption: 'Election day queues' })] }) as never,
  );
});

function open(query: string, onOpenChange = vi.fn()) {
  renderPage(<SearchDialog open query={query} onOpenChange={onOpenChange} />);
  return onOpenChange;
}

describe('SearchDialog', () => {
  it('is titled with the product name and invites searching stories, essays and authors', () => {
    open('x');
    expect(screen.getByRole('heading', { name: 'The Daily Chronicle Search' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search stories, essays and authors...')).toHaveValue('x');
  });

  it('lists title matches first, then the newest', () => {
    open('  election ');
    const results = screen.getByRole('list', { name: 'Search results' });
    const titles = within(results)
      .getAllByRole('link')
      .map((link) => link.querySelector('.title')?.textContent);
    expect(titles).toEqual(['ELECTION results', 'Election night', 'Queues', 'Markets']);
    expect(within(results).getAllByRole('link')[0]).toHaveAttribute('href', '/story/new');
  });

  it('shows the empty state for a query without matches', () => {
    open('zebra');
    expect(screen.getByText('No results found for “zebra”')).toBeInTheDocument();
    expect(screen.getByText('Try different keywords or check spelling')).toBeInTheDocument();
  });

  it('shows nothing for a blank query', async () => {
    open('election');
    const input = screen.getByRole('searchbox');
    await userEvent.clear(input);
    await userEvent.type(input, '   ');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const onOpenChange = open('election');
    const input = screen.getByRole('searchbox');
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    const links = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('closes on Escape (the dialog cancel event) and with the close button', async () => {
    const onOpenChange = open('election');
    fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });
});
