import { MARK_END, MARK_START, useSearch } from '@newsroom/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeHit, queryResult, searchPage } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { SearchDialog } from './SearchDialog.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.tsx')).mockShared(original));

// The database ranks the results (search_content): the dialog lists them in the order given.
const hits = [
  makeHit({ id: 'new', title: `${MARK_START}ELECTION${MARK_END} results`, category: 'Politics, Legal & Governance' }),
  makeHit({ id: 'old', title: `${MARK_START}Election${MARK_END} night`, author: '' }),
  makeHit({ kind: 'essay', id: 'e', title: 'Queues', category: '', author: 'Pat Lens' }),
  makeHit({ id: 'body', title: 'Markets' }),
];

function setResults(state: Parameters<typeof queryResult>[0]) {
  vi.mocked(useSearch).mockReturnValue(queryResult(state) as never);
}

beforeEach(() => {
  vi.mocked(useSearch).mockClear();
  setResults({ data: searchPage(hits) });
});

function open(query: string, onOpenChange = vi.fn()) {
  renderPage(<SearchDialog open query={query} onOpenChange={onOpenChange} />);
  return onOpenChange;
}

const resultLinks = () => within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link');

describe('SearchDialog', () => {
  it('is titled with the product name and invites searching stories, essays and authors', () => {
    open('x');
    expect(screen.getByRole('heading', { name: 'The Daily Chronicle Search' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search stories, essays and authors...')).toHaveValue('x');
  });

  it('asks for the first 8 results of the trimmed words, without filters', () => {
    open('  election ');
    expect(useSearch).toHaveBeenLastCalledWith({ q: 'election', category: '', from: '', to: '', page: 1, pageSize: 8 });
  });

  it('lists the results in the order given, titles without their match marks', () => {
    open('election');
    const titles = resultLinks().map((link) => link.querySelector('.title')?.textContent);
    expect(titles).toEqual(['ELECTION results', 'Election night', 'Queues', 'Markets']);
    const [story, , essay] = resultLinks();
    expect(story).toHaveAttribute('href', '/story/new');
    expect(within(story).getByText('Story')).toBeInTheDocument();
    expect(
      within(story).getByText('Politics, Legal & Governance · By Jane Reporter · 21 Nov 2026'),
    ).toBeInTheDocument();
    expect(essay).toHaveAttribute('href', '/#photo-essay-e');
    expect(within(essay).getByText('Photo essay')).toBeInTheDocument();
    expect(within(essay).getByText('Photo by Pat Lens · 21 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('4 results')).toBeInTheDocument();
  });

  it('links to all results on the search page when there are more than it shows', async () => {
    setResults({ data: searchPage(hits, 37) });
    const onOpenChange = open('election day');
    expect(screen.getByText('37 results')).toBeInTheDocument();
    const all = screen.getByRole('link', { name: 'See all 37 results' });
    expect(all).toHaveAttribute('href', '/search?q=election+day');
    await userEvent.click(all);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has no link to all results when it shows them all', () => {
    open('election');
    expect(screen.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
  });

  it('shows the empty state for a query without matches', () => {
    setResults({ data: searchPage([]) });
    open('zebra');
    expect(screen.getByText('No results found for “zebra”')).toBeInTheDocument();
    expect(screen.getByText('Try different keywords or check spelling')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('says it is searching while results load, and when search is unavailable', () => {
    setResults({ isPending: true });
    const { unmount } = renderPage(<SearchDialog open query="election" />);
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    unmount();
    setResults({ isError: true, error: new Error('Search is unavailable right now. Please try again.') });
    open('election');
    expect(screen.getByRole('alert')).toHaveTextContent('Search is unavailable right now. Please try again.');
  });

  it('shows nothing for a blank query', async () => {
    open('election');
    const input = screen.getByRole('searchbox');
    await userEvent.clear(input);
    await userEvent.type(input, '   ');
    // The box asks once typing pauses.
    await waitFor(() => expect(useSearch).toHaveBeenLastCalledWith(expect.objectContaining({ q: '' })));
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();
  });

  it('asks the database once typing pauses, not for every keystroke', async () => {
    open('election');
    const input = screen.getByRole('searchbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'harare');
    await waitFor(() => expect(useSearch).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'harare' })));
    const asked = vi.mocked(useSearch).mock.calls.map(([params]) => params.q);
    expect(asked).not.toContain('h');
    expect(asked).not.toContain('har');
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const onOpenChange = open('election');
    const input = screen.getByRole('searchbox');
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    const links = resultLinks();
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('opens the first result when the query is submitted', async () => {
    const onOpenChange = open('election');
    await userEvent.type(screen.getByRole('searchbox'), '{Enter}');
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
