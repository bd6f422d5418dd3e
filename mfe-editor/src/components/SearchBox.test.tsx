import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './SearchBox.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function box(value: string, onSearch: (text: string) => void) {
  return <SearchBox label="Search stories" placeholder="Search" value={value} onSearch={onSearch} maxLength={200} />;
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search stories' }), { target: { value: text } });

describe('SearchBox', () => {
  it('reports the text once typing pauses, not at every keystroke', () => {
    const onSearch = vi.fn();
    render(box('', onSearch));
    for (const text of ['v', 'vo', 'vot', 'vote']) {
      type(text);
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('vote');
  });

  it('follows a search changed elsewhere (Back), dropping what was waiting', () => {
    const onSearch = vi.fn();
    const { rerender } = render(box('budget', onSearch));
    expect(screen.getByRole('searchbox')).toHaveValue('budget');
    type('budgetx');
    rerender(box('', onSearch));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
