import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, fakeSupabase, type FakeRequest } from '../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { MessagesTab } from './MessagesTab.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const MESSAGES = [
  {
    id: 'm2',
    name: 'Peter <script>alert(1)</script>',
    email: 'peter@example.com',
    message: 'Which figure is right?\nThe council says 21.',
    created_at: '2026-11-22T08:00:00Z',
    read_at: null,
    archived_at: null,
  },
  {
    id: 'm1',
    name: 'Margaret',
    email: 'margaret@example.org',
    message: 'Excellent piece.',
    created_at: '2026-11-20T08:00:00Z',
    read_at: '2026-11-21T08:00:00Z',
    archived_at: null,
  },
];

let updates: FakeRequest[] = [];

function respond(request: FakeRequest) {
  if (request.calls.some(([name]) => name === 'update')) {
    updates.push(request);
    return { data: [{ id: 'm2' }] };
  }
  if (request.calls.some(([name, , options]) => name === 'select' && options)) return { count: 1 };
  return { data: argsOf(request, 'is') ? MESSAGES : [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  updates = [];
  fakeSupabase.respondWith(respond);
});

describe('MessagesTab', () => {
  it('lists the inbox newest first, unread ones marked, text shown as text', async () => {
    renderWithProviders(<MessagesTab />);
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Message from Peter <script>alert(1)</script>',
      'Message from Margaret',
    ]);
    expect(within(items[0]).getByText('Unread')).toBeInTheDocument();
    expect(within(items[1]).queryByText('Unread')).toBeNull();
    expect(within(items[0]).getByText(/Which figure is right\?/)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/1 unread in the inbox/)).toBeInTheDocument();
    const list = fakeSupabase.made('contact_messages', 'range')[0];
    expect(argsOf(list, 'order')).toEqual(['created_at', { ascending: false }]);
  });

  it('offers a reply with the subject filled', async () => {
    renderWithProviders(<MessagesTab />);
    const [peter] = await screen.findAllByRole('article');
    expect(within(peter).getByRole('link', { name: /Reply/ })).toHaveAttribute(
      'href',
      'mailto:peter@example.com?subject=Re%3A%20your%20message%20to%20The%20Daily%20Chronicle',
    );
  });

  it('marks read and archives', async () => {
    renderWithProviders(<MessagesTab />);
    const [peter, margaret] = await screen.findAllByRole('article');
    await userEvent.click(within(peter).getByRole('button', { name: /^Mark as read/ }));
    await vi.waitFor(() => expect(updates).toHaveLength(1));
    expect(argsOf(updates[0], 'update')?.[0]).toEqual({ read_at: expect.any(String) });
    expect(argsOf(updates[0], 'eq')).toEqual(['id', 'm2']);

    await userEvent.click(within(margaret).getByRole('button', { name: /^Mark as unread/ }));
    await vi.waitFor(() => expect(updates).toHaveLength(2));
    expect(argsOf(updates[1], 'update')?.[0]).toEqual({ read_at: null });

    await userEvent.click(within(margaret).getByRole('button', { name: /^Archive/ }));
    await vi.waitFor(() => expect(updates).toHaveLength(3));
    expect(argsOf(updates[2], 'update')?.[0]).toEqual({ archived_at: expect.any(String) });
  });

  it('shows the archive on request', async () => {
    renderWithProviders(<MessagesTab />);
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByText('No archived messages.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'true');
  });
});
