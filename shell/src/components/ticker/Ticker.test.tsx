// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { useBreakingNews, type LiveFeed } from '@newsroom/shared';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { Ticker } from './Ticker.tsx';

const state = { current: { data: undefined as LiveFeed[] | undefined, isPending: true } };

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));
vi.mocked(useBreakingNews).mockImplementation(() => state.current as ReturnType<typeof useBreakingNews>);

function feed(id: string, title: string, url = '#'): LiveFeed {
  return {
    id,
    title,
    url,
    description: '',
    source: 'Desk',
    category: 'breaking',
    isActive: true,
    publishTime: '',
    createdAt: '',
  };
}

describe('Ticker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a loading text while breaking news loads', () => {
    state.current = { data: undefined, isPending: true };
    renderWithProviders(<Ticker />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading breaking news…');
    expect(screen.getByTestId('ticker')).toHaveAttribute('data-state', 'loading');
  });

  it('shows the grey NEWS bar when there is no breaking news', () => {
    state.current = { data: [], isPending: false };
    renderWithProviders(<Ticker />);
    expect(screen.getByRole('heading', { name: 'NEWS' })).toBeInTheDocument();
    expect(screen.getByText('No breaking news at this time')).toBeInTheDocument();
  });

  it('shows one breaking item without rotating or a pause button', () => {
    state.current = { data: [feed('1', 'Bridge closed', 'https://example.com/bridge')], isPending: false };
    renderWithProviders(<Ticker />);
    expect(screen.getByRole('heading', { name: 'BREAKING' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bridge closed' })).toHaveAttribute('href', 'https://example.com/bridge');
    act(() => vi.advanceTimersByTime(16000));
    expect(screen.getByTestId('ticker-item')).toHaveTextContent('Bridge closed');
    expect(screen.queryByRole('button', { name: /pause/i })).toBeNull();
  });

  it('links an item to a page of this site in the same tab, and never to another host', () => {
    state.current = {
      data: [feed('1', 'Bridge closed', '/story/a1000000-0000-4000-8000-000000000002')],
      isPending: false,
    };
    renderWithProviders(<Ticker />);
    const link = screen.getByRole('link', { name: 'Bridge closed' });
    expect(link).toHaveAttribute('href', '/story/a1000000-0000-4000-8000-000000000002');
    expect(link).not.toHaveAttribute('target');
    cleanup();
    state.current = { data: [feed('2', 'Elsewhere', '//evil.example/x')], isPending: false };
    renderWithProviders(<Ticker />);
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).toBeNull();
  });

  it('rotates to the next item every 8 seconds and wraps around', () => {
    state.current = { data: [feed('1', 'First'), feed('2', 'Second'), feed('3', 'Third')], isPending: false };
    renderWithProviders(<Ticker />);
    expect(screen.getByTestId('ticker-item')).toHaveTextContent('First');
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.getByTestId('ticker-item')).toHaveTextContent('First');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('ticker-item')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(16000));
    expect(screen.getByTestId('ticker-item')).toHaveTextContent('First');
  });

  it('stops rotating while paused', () => {
    state.current = { data: [feed('1', 'First'), feed('2', 'Second')], isPending: false };
    renderWithProviders(<Ticker />);
    act(() => screen.getByRole('button', { name: 'Pause breaking news' }).click());
    act(() => vi.advanceTimersByTime(24000));
    expect(screen.getByTestId('ticker-item')).toHaveTextContent('First');
    expect(screen.getByRole('button', { name: 'Play breaking news' })).toBeInTheDocument();
  });
});

describe('Ticker live updates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('jumps to a newly published breaking item at once', () => {
    state.current = { data: [feed('1', 'First'), feed('2', 'Second')], isPending: false };
    const view = renderWithProviders(<Ticker />);
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.getByTestId('ticker-item')).toHaveTextContent('Second');
    state.current = { data: [feed('3', 'Newest'), feed('1', 'First'), feed('2', 'Second')], isPending: false };
    view.rerender(<Ticker />);
    expect(screen.getByTestId('ticker-item')).toHaveTextContent('Newest');
    expect(screen.getByTestId('ticker')).toHaveAttribute('data-count', '3');
  });
});
