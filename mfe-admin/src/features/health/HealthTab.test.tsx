import { screen, within } from '@testing-library/react';
import { setRuntimeConfig, type RuntimeConfig } from '@newsroom/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, fakeSupabase } from '../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { HealthTab } from './HealthTab.tsx';
import { lastErrorsPerRemote, type LoadCount, type RemoteErrorRow, type VersionCount } from './useRemoteErrors.ts';

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

/** The errors' rows for the table read, the counts and the loads for their rpcs. */
function respondWith(rows: RemoteErrorRow[], counts: VersionCount[] = [], loads: LoadCount[] = []) {
  const answers: Record<string, unknown> = { 'rpc:remote_error_counts': counts, 'rpc:remote_load_counts': loads };
  fakeSupabase.respondWith((request) => ({ data: answers[request.table] ?? rows }));
}

function withRegistry(registry: unknown[]) {
  setRuntimeConfig({ remotes: {}, registry } as unknown as RuntimeConfig);
}

function tableRows(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) =>
      within(tableRow)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

const canary = {
  manifestUrl: 'https://cdn.test/p/1.1.0/mf-manifest.json',
  version: '1.1.0',
  integrity: `sha384-${'B'.repeat(64)}`,
  percent: 25,
};

describe('HealthTab', () => {
  afterEach(() => setRuntimeConfig(null as unknown as RuntimeConfig));

  it('lists the newest errors of each remote with module, kind and version; message shown as text', async () => {
    respondWith([row(1, 'live', 'TypeError: <b>x</b> is undefined'), row(2, 'reader', 'Error: boom')]);
    renderWithProviders(<HealthTab />);
    const live = await screen.findByRole('region', { name: 'mfe-live' });
    expect(within(live).getByText('LiveEventsPanel')).toBeInTheDocument();
    expect(within(live).getByText(/render · version 0\.1\.0-v2/)).toBeInTheDocument();
    expect(within(live).getByText('TypeError: <b>x</b> is undefined')).toBeInTheDocument();
    expect(within(live).getByText(/^22 Nov 2026, \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'mfe-admin' })).getByText('No errors reported.')).toBeVisible();
    const request = fakeSupabase.made('remote_errors')[0];
    expect(argsOf(request, 'order')).toEqual(['created_at', { ascending: false }]);
    expect(argsOf(request, 'in')).toEqual(['remote', ['reader', 'live', 'editor', 'admin']]);
  });

  it("lists a registered team remote's errors beside the four's, and reads no name the registry does not list (decision 210)", async () => {
    withRegistry([
      { name: 'live', version: '0.1.0' },
      { name: 'puzzles', version: '1.0.0' },
    ]);
    respondWith([{ ...row(1, 'puzzles', 'Error: integrity'), module: 'PuzzlesPage', kind: 'load', version: '1.0.0' }]);
    renderWithProviders(<HealthTab />);
    const puzzles = await screen.findByRole('region', { name: 'mfe-puzzles' });
    expect(within(puzzles).getByText('PuzzlesPage')).toBeInTheDocument();
    expect(within(puzzles).getByText(/load · version 1\.0\.0/)).toBeInTheDocument();
    const names = ['reader', 'live', 'editor', 'admin', 'puzzles'];
    const headings = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(headings.filter((id) => id?.startsWith('remote-errors-'))).toEqual(
      names.map((name) => `remote-errors-${name}`),
    );
    expect(argsOf(fakeSupabase.made('remote_errors')[0], 'in')).toEqual(['remote', names]);
    expect(argsOf(fakeSupabase.made('rpc:remote_error_counts')[0], 'rpc')).toEqual([{ remotes: names }]);
    expect(argsOf(fakeSupabase.made('rpc:remote_load_counts')[0], 'rpc')).toEqual([{ remotes: names }]);
  });

  it("shows each version's share of readers and its errors of the last hour and 24 hours, a canary beside its registered version", async () => {
    withRegistry([
      { name: 'live', version: '0.1.0' },
      { name: 'puzzles', version: '1.0.0', canary },
    ]);
    respondWith(
      [],
      [
        { remote: 'puzzles', version: '1.0.0', last_hour: 1, last_day: 6 },
        { remote: 'puzzles', version: '1.1.0', last_hour: 4, last_day: 12 },
        { remote: 'puzzles', version: '0.9.0', last_hour: 0, last_day: 3 },
      ],
    );
    renderWithProviders(<HealthTab />);
    const table = await screen.findByRole('table', { name: 'Versions and their errors' });
    await within(table).findByRole('columnheader', { name: 'Errors, last hour' });
    expect(tableRows(table)).toEqual([
      ['live', '0.1.0', '100 %', '0', '0 (0.0 an hour)', '0', '—'],
      ['puzzles', '1.0.0', '75 %', '1', '6 (0.3 an hour)', '0', '—'],
      ['puzzles', '1.1.0 (canary)', '25 %', '4', '12 (0.5 an hour)', '0', '—'],
      ['puzzles', '0.9.0 (not in service)', '—', '0', '3 (0.1 an hour)', '0', '—'],
    ]);
  });

  it("shows each version's loads of the last 24 hours and its errors per 100 loads, one decimal, — without loads (decision 216)", async () => {
    withRegistry([
      { name: 'live', version: '0.1.0' },
      { name: 'puzzles', version: '1.0.0', canary },
    ]);
    respondWith(
      [],
      [
        { remote: 'puzzles', version: '1.0.0', last_hour: 1, last_day: 6 },
        { remote: 'puzzles', version: '1.1.0', last_hour: 4, last_day: 12 },
        { remote: 'puzzles', version: '0.9.0', last_hour: 0, last_day: 3 },
      ],
      [
        { remote: 'live', version: '0.1.0', last_day: 250 },
        { remote: 'puzzles', version: '1.0.0', last_day: 3000 },
        { remote: 'puzzles', version: '1.1.0', last_day: 990 },
        { remote: 'puzzles', version: '0.8.0', last_day: 20 },
      ],
    );
    renderWithProviders(<HealthTab />);
    const table = await screen.findByRole('table', { name: 'Versions and their errors' });
    expect(await within(table).findByRole('columnheader', { name: 'Loads, last 24 hours' })).toHaveAttribute(
      'scope',
      'col',
    );
    expect(within(table).getByRole('columnheader', { name: 'Error rate, last 24 hours' })).toBeInTheDocument();
    expect(tableRows(table)).toEqual([
      ['live', '0.1.0', '100 %', '0', '0 (0.0 an hour)', '250', '0.0 %'],
      ['puzzles', '1.0.0', '75 %', '1', '6 (0.3 an hour)', '3,000', '0.2 %'],
      ['puzzles', '1.1.0 (canary)', '25 %', '4', '12 (0.5 an hour)', '990', '1.2 %'],
      // Errors but no load counted (a build that never loads), and loads but no errors.
      ['puzzles', '0.9.0 (not in service)', '—', '0', '3 (0.1 an hour)', '0', '—'],
      ['puzzles', '0.8.0 (not in service)', '—', '0', '0 (0.0 an hour)', '20', '0.0 %'],
    ]);
  });

  it('shows the versions and shares without counts while the errors are not read', async () => {
    withRegistry([{ name: 'puzzles', version: '1.0.0', canary }]);
    fakeSupabase.respondWith(() => ({ error: { message: 'denied' } }));
    renderWithProviders(<HealthTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load remote errors');
    const table = screen.getByRole('table', { name: 'Versions and their errors' });
    expect(tableRows(table)).toEqual([
      ['puzzles', '1.0.0', '75 %'],
      ['puzzles', '1.1.0 (canary)', '25 %'],
    ]);
  });

  it('keeps the five newest per remote', () => {
    const rows = Array.from({ length: 8 }, (_, i) => row(i, 'live', `e${i}`));
    const grouped = lastErrorsPerRemote(rows);
    expect(grouped.live!.map((r) => r.message)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']);
    expect(grouped.reader).toEqual([]);
  });
});
