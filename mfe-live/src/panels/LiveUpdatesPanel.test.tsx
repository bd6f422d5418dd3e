import { useLiveFeeds, type LiveFeed } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LiveUpdatesPanel } from './LiveUpdatesPanel.tsx';
import { queryState, renderPanel } from './panelTestSupport.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.ts')).mockShared(original));

const feeds: LiveFeed[] = Array.from({ length: 7 }, (_, i) => ({
  id: `f${i}`,
  title: `Update ${i}`,
  description: '',
  url: i === 0 ? '#' : `https://news.example/${i}`,
  source: 'Desk',
  category: 'general',
  isActive: true,
  publishTime: new Date().toISOString(),
  createdAt: new Date().toISOString(),
}));

describe('LiveUpdatesPanel', () => {
  it('shows 5 updates in the sidebar and 4 in the mobile strip', () => {
    vi.mocked(useLiveFeeds).mockReturnValue(queryState({ data: feeds }));
    const { unmount } = renderPanel(<LiveUpdatesPanel variant="sidebar" />);
    expect(within(screen.getByTestId('live-updates-sidebar')).getAllByRole('listitem')).toHaveLength(5);
    unmount();
    renderPanel(<LiveUpdatesPanel variant="mobile" />);
    expect(within(screen.getByTestId('live-updates-mobile')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('links updates that have a URL and not the "#" placeholder', () => {
    vi.mocked(useLiveFeeds).mockReturnValue(queryState({ data: feeds.slice(0, 2) }));
    renderPanel(<LiveUpdatesPanel />);
    expect(screen.queryByRole('link', { name: 'Update 0' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update 1' })).toHaveAttribute('href', 'https://news.example/1');
  });

  it('links a path on this site in the same tab, as the ticker does', () => {
    const onSite = [{ ...feeds[1], id: 's', title: 'On site', url: '/story/a1000000-0000-4000-8000-000000000002' }];
    vi.mocked(useLiveFeeds).mockReturnValue(queryState({ data: onSite }));
    renderPanel(<LiveUpdatesPanel />);
    const link = screen.getByRole('link', { name: 'On site' });
    expect(link).toHaveAttribute('href', '/story/a1000000-0000-4000-8000-000000000002');
    expect(link).not.toHaveAttribute('target');
  });

  it('never links a URL that is neither http(s) nor a path on this site', () => {
    const hostile = [
      { ...feeds[1], id: 'x', title: 'Hostile', url: 'javascript:alert(1)' },
      { ...feeds[1], id: 'y', title: 'Elsewhere', url: '//evil.example' },
    ];
    vi.mocked(useLiveFeeds).mockReturnValue(queryState({ data: hostile }));
    renderPanel(<LiveUpdatesPanel />);
    expect(screen.queryByRole('link', { name: 'Hostile' })).not.toBeInTheDocument();
    expect(screen.getByText('Hostile')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).not.toBeInTheDocument();
  });

  it('shows the error with its message, and the empty text', () => {
    const error = new Error('Failed to load live feeds', { cause: { message: 'permission denied' } });
    vi.mocked(useLiveFeeds).mockReturnValue(queryState({ isError: true, error }));
    const { unmount } = renderPanel(<LiveUpdatesPanel />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading live feeds: permission denied');
    unmount();
    vi.mocked(useLiveFeeds).mockReturnValue(queryState({ data: [] }));
    renderPanel(<LiveUpdatesPanel />);
    expect(screen.getByText('No live feeds available')).toBeInTheDocument();
  });
});
