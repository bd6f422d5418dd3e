import { screen, within } from '@testing-library/react';
import { setRuntimeConfig, type RuntimeConfig } from '@newsroom/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, fakeSupabase } from '../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { HealthTab } from './HealthTab.tsx';
import { lastErrorsPerRemote, type RemoteErrorRow } from './useRemoteErrors.ts';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const row = (id: number, remote: string, message: string): RemoteErrorRow => ({
  id: `id-${id}`,
  created_at: new Date(Date.UTC(2026, 10, 22, 19, 60 - id)).toISOString(),
  remote,
  module: remote === 'live' ? 'LiveEventsPanel' : 'HomePage',
  version: '0.1.0-v2',
  kind: 'render',
  message,
});

beforeEach(() => fakeSupabase.reset());

describe('HealthTab', () => {
  it('lists the newest errors of each remote with module, kind and version; message shown as text', async () => {
    fakeSupabase.respondWith(() => ({
      data: [row(1, 'live', 'TypeError: <b>x</b> is undefined'), row(2, 'reader', 'Error: boom')],
    }));
    renderWithProviders(<HealthTab />);
    const live = await screen.findByRole('region', { name: 'mfe-live' });
    expect(within(live).getByText('LiveEventsPanel')).toBeInTheDocument();
    expect(within(live).getByText(/render · version 0\.1\.0-v2/)).toBeInTheDocument();
    expect(within(live).getByText('TypeError: <b>x</b> is undefined')).toBeInTheDocument();
    expect(within(live).getByText(/^22 Nov 2026, \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'mfe-admin' })).getByText('No errors reported.')).toBeVisible();
    const request = fakeSupabase.made('remote_errors')[0];
    expect(argsOf(request, 'order')).toEqual(['created_at', { ascending: false }]);
  });

  it("shows each registered remote's versions and their share of readers, a canary's too (decision 207)", async () => {
    fakeSupabase.respondWith(() => ({ data: [] }));
    const canary = { manifestUrl: 'https://cdn.test/p/1.1.0/mf-manifest.json', version: '1.1.0', percent: 25 };
    const registry = [
      { name: 'live', version: '0.1.0' },
      { name: 'puzzles', version: '1.0.0', canary: { ...canary, integrity: `sha384-${'B'.repeat(64)}` } },
    ];
    setRuntimeConfig({ remotes: {}, registry } as unknown as RuntimeConfig);
    try {
      renderWithProviders(<HealthTab />);
      const table = await screen.findByRole('table', { name: 'Versions in service' });
      const rows = within(table)
        .getAllByRole('row')
        .map((tableRow) =>
          within(tableRow)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        );
      expect(rows.slice(1)).toEqual([
        ['live', '0.1.0', '100 %'],
        ['puzzles', '1.0.0', '75 %'],
        ['puzzles', '1.1.0 (canary)', '25 %'],
      ]);
    } finally {
      setRuntimeConfig(null as unknown as RuntimeConfig);
    }
  });

  it('says so when the errors cannot be loaded', async () => {
    fakeSupabase.respondWith(() => ({ error: { message: 'denied' } }));
    renderWithProviders(<HealthTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load remote errors');
  });

  it('keeps the five newest per remote', () => {
    const rows = Array.from({ length: 8 }, (_, i) => row(i, 'live', `e${i}`));
    const grouped = lastErrorsPerRemote(rows);
    expect(grouped.live.map((r) => r.message)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']);
    expect(grouped.reader).toEqual([]);
  });
});
