import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { PushAlertsSection } from './PushAlertsSection.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const OVERVIEW = {
  subscriptions: { total: 5400, breaking: 5100 },
  sends: [
    {
      id: 'p1',
      title: 'Breaking: Floods',
      createdAt: '2026-11-26T06:00:00Z',
      sent: 5100,
      delivered: 5080,
      gone: 12,
      failed: 3,
      waiting: 5,
      kind: 'breaking',
      topics: ['breaking'],
    },
    {
      id: 'p2',
      title: 'Warriors qualify',
      createdAt: '2026-11-26T05:00:00Z',
      sent: 900,
      delivered: 900,
      gone: 0,
      failed: 0,
      waiting: 0,
      kind: 'story',
      topics: ['sport', 'zimbabwe'],
    },
  ],
};

beforeEach(() => {
  fakeSupabase.reset();
});

describe('PushAlertsSection', () => {
  it('shows the subscribed devices and each alert with its kind, delivered, gone, failed and waiting', async () => {
    fakeSupabase.respondWith((request) => (request.table === 'rpc:push_admin_overview' ? { data: OVERVIEW } : {}));
    renderWithProviders(<PushAlertsSection />);
    const section = await screen.findByRole('region', { name: 'Alerts on devices (Web Push)' });
    expect(await within(section).findByText('5,400')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Pushed alerts, newest first' })).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1);
    expect(cells(rows[1])).toEqual(['Breaking: Floods', 'Breaking news', '5100', '5080', '12', '3', '5']);
    // A story an editor sent, told apart with its topics (decision 204).
    expect(cells(rows[2])).toEqual([
      'Warriors qualify',
      'Story alert: Zimbabwe edition and Sport',
      '900',
      '900',
      '0',
      '0',
      '0',
    ]);
  });

  it('says so when nothing was pushed yet', async () => {
    fakeSupabase.respondWith(() => ({ data: { subscriptions: { total: 0, breaking: 0 }, sends: [] } }));
    renderWithProviders(<PushAlertsSection />);
    expect(await screen.findByText('No alert has been pushed yet.')).toBeInTheDocument();
  });
});
