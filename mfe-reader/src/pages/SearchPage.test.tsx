import { MARK_END, MARK_START, useSearch, type SearchParams } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeHit, queryResult, searchPage } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { SearchPage } from './SearchPage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.tsx')).mockShared(original));

const show = (url: string) => renderPage(<SearchPage />, { path: '/search', url });

function setResults(state: Parameters<typeof queryResult>[0]) {
  vi.mocked(useSearch).mockReturnValue(queryResult(state) as never);
}

const askedFor = () => vi.mocked(useSearch).mock.calls.map(([params]) => params);
const resultList = () => screen.getByRole('list', { name: 'Search results' });

beforeEach(() => {
  vi.mocked(useSearch).mockClear();
  setResults({
    data: searchPage([
      makeHit({
        id: 's1',
        title: `${MARK_START}Rain${MARK_END} floods Harare`,
        snippet: `Heavy ${MARK_START}rain${MARK_END} …`,
      }),
      makeHit({ kind: 'essay', id: 'e1', title: 'Storm light', snippet: '', author: 'Pat Lens', category: '' }),
    ]),
  });
});

describe('SearchPage', () => {
  it('fills the form from the URL and asks for that search', () => {
    show('/search?q=%20rain%20&category=sports&from=2026-11-01&to=2026-11-30&page=1');
    const form = screen.getByRole('search', { name: 'Search the archive' });
    expect(within(form).getByRole('searchbox', { name: 'Search stories, essays and authors' })).toHaveValue('rain');
    expect(within(form).getByRole('combobox', { name: 'Section' })).toHaveValue('sports');
    expect(within(form).getByLabelText('From')).toHaveValue('2026-11-01');
    expect(within(form).getByLabelText('To')).toHaveValue('2026-11-30');
    const expected: SearchParams = { q: 'rain', category: 'sports', from: '2026-11-01', to: '2026-11-30', page: 1 };
    expect(useSearch).toHaveBeenLastCalledWith(expected);
    expect(document.title).toMatch(/^Search results for “rain” \| /);
  });

  it('shows the results in the order given, the matched words marked', () => {
    show('/search?q=rain');
    const items = within(resultList()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Rain floods Harare',
      'Storm light',
    ]);
    const story = items[0];
    expect(Array.from(story.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['Rain', 'rain']);
    expect(within(story).getByRole('link', { name: 'Rain floods Harare' })).toHaveAttribute('href', '/story/s1');
    expect(within(story).getByText('Story')).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: 'Storm light' })).toHaveAttribute('href', '/#photo-essay-e1');
    expect(within(items[1]).getByText('Photo by Pat Lens · 21 Nov 2026')).toBeInTheDocument();
    expect(items[1].querySelector('mark')).toBeNull();
  });

  it('shows HTML in a title as text, never as markup', () => {
    setResults({
      data: searchPage([makeHit({ title: `<img src=x onerror="alert(1)"> ${MARK_START}<b>rain</b>${MARK_END}` })]),
    });
    show('/search?q=rain');
    const item = within(resultList()).getByRole('listitem');
    expect(item.querySelector('img')).toBeNull();
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).getByRole('heading', { level: 2 }).textContent).toBe(
      '<img src=x onerror="alert(1)"> <b>rain</b>',
    );
    expect(item.querySelector('mark')?.textContent).toBe('<b>rain</b>');
  });

  it('counts the results', () => {
    show('/search?q=rain');
    expect(screen.getByText('2 results for “rain”')).toBeInTheDocument();
  });

  it('counts one result, and thousands with separators', () => {
    setResults({ data: searchPage([makeHit()]) });
    const { unmount } = show('/search?q=rain');
    expect(screen.getByText('1 result for “rain”')).toBeInTheDocument();
    unmount();
    setResults({ data: searchPage([makeHit()], 1234) });
    show('/search?q=rain');
    expect(screen.getByText('1,234 results for “rain”')).toBeInTheDocument();
  });

  it('shows the empty state for words without matches', () => {
    setResults({ data: searchPage([]) });
    show('/search?q=zebra');
    expect(screen.getByText('No results found for “zebra”')).toBeInTheDocument();
    expect(screen.getByText('Try different keywords or check spelling')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('pages through the results, keeping the filters', () => {
    setResults({ data: searchPage([makeHit()], 45) });
    show('/search?q=rain&category=sports&page=2');
    expect(useSearch).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'rain', category: 'sports', page: 2 }));
    const pages = screen.getByRole('navigation', { name: 'Search result pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: '← Previous results' })).toHaveAttribute(
      'href',
      '/search?q=rain&category=sports',
    );
    expect(within(pages).getByRole('link', { name: 'More results →' })).toHaveAttribute(
      'href',
      '/search?q=rain&category=sports&page=3',
    );
  });

  it('has no page links when the results fit on one page', () => {
    show('/search?q=rain');
    expect(screen.queryByRole('navigation', { name: 'Search result pages' })).not.toBeInTheDocument();
  });

  it.each(['0', 'abc', '-1'])('shows the 404 page for ?page=%s and searches for nothing', (page) => {
    show(`/search?q=rain&page=${page}`);
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(askedFor().every((params) => params.q === '')).toBe(true);
  });

  it('shows the 404 page for a page past the last result', () => {
    setResults({ data: searchPage([], 0) });
    show('/search?q=rain&page=3');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });

  it('shows only the form for a blank query, and searches for nothing', () => {
    show('/search?q=%20%20&category=sports');
    expect(screen.getByRole('search', { name: 'Search the archive' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(askedFor().length).toBeGreaterThan(0);
    expect(askedFor().every((params) => params.q === '')).toBe(true);
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();
    expect(screen.queryByText(/results? for/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Search \| /);
  });

  it('shows the loading skeleton while searching, and the error when search is unavailable', () => {
    setResults({ isPending: true });
    const { unmount } = show('/search?q=rain');
    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
    unmount();
    setResults({ isError: true, error: new Error('Search is unavailable right now. Please try again.') });
    show('/search?q=rain');
    expect(screen.getByRole('alert')).toHaveTextContent('Search is unavailable right now. Please try again.');
  });

  it('searches from the first page with the form’s words and filters', async () => {
    show('/search?q=rain&page=2');
    const input = screen.getByRole('searchbox');
    await userEvent.clear(input);
    await userEvent.type(input, '  power cuts ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'business-finance');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(useSearch).toHaveBeenLastCalledWith({
      q: 'power cuts',
      category: 'business-finance',
      from: '',
      to: '',
      page: 1,
    });
    expect(screen.getByRole('searchbox')).toHaveValue('power cuts');
  });
});
