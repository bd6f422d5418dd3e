import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, fakeSupabase, type FakeRequest } from '../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { ContentTab } from './ContentTab.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const SETTINGS = { data: { default_edition: 'international' } };

function countFor(request: FakeRequest): number {
  if (request.table === 'story_tips') return 2;
  if (request.table === 'photo_essays') return 9;
  if (argsOf(request, 'eq')?.[1] === 'draft') return 4;
  return argsOf(request, 'gt') ? 1 : 20;
}

beforeEach(() => fakeSupabase.reset());

describe('ContentTab', () => {
  it("links today's counts into the blog-management console", async () => {
    fakeSupabase.respondWith((request) =>
      request.table === 'site_settings' ? SETTINGS : { count: countFor(request) },
    );
    renderWithProviders(<ContentTab />);
    const expectations: Array<[RegExp, string]> = [
      [/^20 Published stories$/, '/blog-management?tab=stories'],
      [/^1 Scheduled stories$/, '/blog-management?tab=stories'],
      [/^4 Drafts$/, '/blog-management?tab=stories'],
      [/^9 Published photo essays$/, '/blog-management?tab=essays'],
      [/^2 Open story tips$/, '/blog-management?tab=stories'],
    ];
    for (const [name, href] of expectations) {
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/blog-management?tab=analytics');
    // Every figure is a head-only count: no rows are loaded to count them.
    for (const request of fakeSupabase.requests.filter(({ table }) => table !== 'site_settings')) {
      expect(argsOf(request, 'select')).toEqual(['id', { count: 'exact', head: true }]);
    }
    const tips = fakeSupabase.made('story_tips')[0];
    expect(argsOf(tips, 'in')).toEqual(['status', ['new', 'reviewed']]);
    expect(screen.getByRole('link', { name: 'blog-management console' })).toHaveAttribute('href', '/blog-management');
  });

  it('says so when the counts cannot be loaded, and retries', async () => {
    fakeSupabase.respondWith((request) =>
      request.table === 'site_settings' ? SETTINGS : { error: { message: 'down' } },
    );
    renderWithProviders(<ContentTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load content counts');
    fakeSupabase.respondWith((request) => (request.table === 'site_settings' ? SETTINGS : { count: 5 }));
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByRole('link', { name: '5 Drafts' })).toBeInTheDocument();
  });
});
