import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { toastMock } from '../../test/sharedMock.ts';
import { NewsletterTab } from './NewsletterTab.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const OVERVIEW = {
  subscribers: { confirmed: 1200, pending: 30, unsubscribed: 4, morningEdition: 1100, breakingAlerts: 250 },
  sends: [
    {
      id: 's1',
      kind: 'morning_edition',
      subject: 'The morning edition: <b>Floods</b>',
      createdAt: '2026-11-26T06:00:00Z',
      recipients: 1100,
      delivered: 1095,
      failed: 5,
      waiting: 0,
    },
  ],
};

let queued: { send_id: string | null; recipients: number; created: boolean }[] = [];

beforeEach(() => {
  fakeSupabase.reset();
  toastMock.success.mockReset();
  toastMock.error.mockReset();
  fakeSupabase.respondWith((request) => {
    if (request.table === 'rpc:push_admin_overview')
      return { data: { subscriptions: { total: 0, breaking: 0 }, sends: [] } };
    return request.table === 'rpc:newsletter_admin_overview' ? { data: OVERVIEW } : { data: queued };
  });
});

describe('NewsletterTab', () => {
  it('shows the subscriber counts and each send with recipients, delivered and failed', async () => {
    renderWithProviders(<NewsletterTab />);
    const counts = await screen.findByRole('region', { name: 'Subscribers' });
    expect(within(counts).getByText('1,200')).toBeInTheDocument();
    expect(within(counts).getByText('Awaiting confirmation')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sends, newest first' });
    const row = within(table).getAllByRole('row')[1];
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^26 Nov 2026, \d\d:\d\d$/),
      'Morning edition',
      'The morning edition: <b>Floods</b>',
      '1100',
      '1095',
      '5',
      '0',
    ]);
  });

  it('asks before sending the edition now, and says when the day was already sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsletterTab />);
    await screen.findByRole('table');
    queued = [{ send_id: 's2', recipients: 1100, created: true }];
    await user.click(screen.getByRole('button', { name: 'Send the morning edition now' }));
    expect(fakeSupabase.made('rpc:newsletter_queue_morning_edition')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await vi.waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('The morning edition is on its way to 1,100 subscribers.'),
    );
    queued = [{ send_id: 's2', recipients: 1100, created: false }];
    await user.click(screen.getByRole('button', { name: 'Send the morning edition now' }));
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await vi.waitFor(() =>
      expect(toastMock.success).toHaveBeenLastCalledWith(
        "Today's morning edition has already been sent (1,100 recipients): it is not sent twice.",
      ),
    );
  });

  it('says so when the database refuses or there is nothing to send', async () => {
    const user = userEvent.setup();
    fakeSupabase.respondWith((request) =>
      request.table === 'rpc:newsletter_admin_overview'
        ? { error: { message: 'denied' } }
        : { error: { code: '42501' } },
    );
    renderWithProviders(<NewsletterTab />);
    await vi.waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining('Failed to load the newsletter'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send the morning edition now' }));
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await vi.waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to send the morning edition.'));
  });
});
