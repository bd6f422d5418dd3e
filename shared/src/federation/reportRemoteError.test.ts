import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtimeConfig.ts';
import { remoteVersion } from './portalFederationPlugin.ts';
import {
  LOAD_SAMPLE_EVERY,
  noteTeamRelease,
  reportRemoteError,
  reportRemoteLoad,
  resetRemoteErrorReportsForTests,
  scrubErrorMessage,
} from './reportRemoteError.ts';
import type { RemoteKey } from './remotes.ts';

describe('reportRemoteError', () => {
  const fetchMock = vi.fn(async () => new Response(null, { status: 201 }));
  beforeEach(() => {
    resetRemoteErrorReportsForTests();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setRuntimeConfig({
      supabaseUrl: 'http://api.test',
      supabaseAnonKey: 'anon-key',
      siteName: 'The Daily Chronicle',
      remotes: { reader: '', live: '', editor: '', admin: '' },
    });
  });
  afterEach(() => {
    fetchMock.mockClear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('logs remote, module and version, and posts one scrubbed report with the public key only', () => {
    const error = new Error('boom at http://cdn.test/x.js?user=ann@example.com for ann@example.com');
    reportRemoteError('live', 'LiveEventsPanel', 'render', error);
    reportRemoteError('live', 'LiveEventsPanel', 'render', error);
    // The build whose manifest the page read ('unknown' until one is; this module graph is shared
    // with the plugin's own tests).
    const version = remoteVersion('live');

    expect(console.error).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.error).mock.calls[0][0]).toBe(
      `[remote] live/LiveEventsPanel (mfe_live@${version}) render error: Error: boom at http://cdn.test/x.js for [email]`,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/functions/v1/remote-errors');
    expect(init.headers).toMatchObject({ apikey: 'anon-key', Authorization: 'Bearer anon-key' });
    expect(JSON.parse(String(init.body))).toEqual({
      remote: 'live',
      module: 'LiveEventsPanel',
      version,
      kind: 'render',
      message: 'Error: boom at http://cdn.test/x.js for [email]',
    });
  });

  it('calls a singleton refusal a skew error and stops sending after ten reports per page', () => {
    const skew = new Error('mfe_admin@2.0.0 needs another major');
    skew.name = 'RemoteSkewError';
    reportRemoteError('admin', 'AdminDashboardPage', 'load', skew);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).kind).toBe('skew');
    for (let i = 0; i < 20; i += 1) reportRemoteError('reader', 'HomePage', 'load', new Error(`failure ${i}`));
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });

  it("reports a team's remote under its registry name and the version this device loads (decision 210)", () => {
    noteTeamRelease('mfe_election_results', { name: 'election-results', version: '1.1.0' });
    const error = new Error('Failed to find a valid digest');
    reportRemoteError('mfe_election_results' as RemoteKey, 'ResultsPage', 'load', error);
    expect(vi.mocked(console.error).mock.calls[0][0]).toBe(
      '[remote] mfe_election_results/ResultsPage (mfe_election_results@1.1.0) load error: Error: Failed to find a valid digest',
    );
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      remote: 'election-results',
      module: 'ResultsPage',
      version: '1.1.0',
      kind: 'load',
      message: 'Error: Failed to find a valid digest',
    });
  });

  it('cuts tokens and keeps one short line', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.abcdefghijklmnopqrstuvwxyz0123456789';
    expect(scrubErrorMessage(new Error(`bad ${jwt}\nsecond line`))).toBe('Error: bad [token]');
    expect(scrubErrorMessage('word '.repeat(200))).toHaveLength(300);
  });
});

describe('reportRemoteLoad (decision 216)', () => {
  const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
  const fetchMock = vi.fn(async () => new Response(null, { status: 201 }));
  const sampled = () => 0.05;
  const bodyOf = (call: unknown[]) => JSON.parse(String(call[1])) as unknown;
  beforeEach(() => {
    resetRemoteErrorReportsForTests();
    beacon.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    setRuntimeConfig({
      supabaseUrl: 'http://api.test',
      supabaseAnonKey: 'anon-key',
      siteName: 'The Daily Chronicle',
      remotes: { reader: '', live: '', editor: '', admin: '' },
    });
  });
  afterEach(() => {
    fetchMock.mockClear();
    vi.unstubAllGlobals();
  });

  it('sends one beacon a remote a page, however many of its areas commit, weighing the sample', () => {
    for (let i = 0; i < 3; i += 1) reportRemoteLoad('reader', sampled);
    reportRemoteLoad('live', sampled);
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(beacon.mock.calls[0][0]).toBe('http://api.test/functions/v1/remote-loads');
    // A string: sent as text/plain, a simple request with no key, no token, no cookie of ours.
    expect(typeof beacon.mock.calls[0][1]).toBe('string');
    expect(bodyOf(beacon.mock.calls[0])).toEqual({
      remote: 'reader',
      version: remoteVersion('reader'),
      weight: LOAD_SAMPLE_EVERY,
    });
    expect(bodyOf(beacon.mock.calls[1])).toMatchObject({ remote: 'live' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('honours the sample: a draw at or over 1 in LOAD_SAMPLE_EVERY sends nothing, and the page does not draw again', () => {
    const draws = [0.1, 0.99, 0];
    const random = vi.fn(() => draws.shift() ?? 0);
    reportRemoteLoad('reader', random);
    reportRemoteLoad('live', random);
    reportRemoteLoad('reader', random);
    expect(beacon).not.toHaveBeenCalled();
    expect(random).toHaveBeenCalledTimes(2);
    reportRemoteLoad('editor', random);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('samples about one page in ten', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 2000; i += 1) {
      resetRemoteErrorReportsForTests();
      reportRemoteLoad('reader', random);
    }
    expect(beacon.mock.calls.length).toBeGreaterThan(150);
    expect(beacon.mock.calls.length).toBeLessThan(250);
  });

  it("counts a team's remote under its registry name and the version this device loads", () => {
    noteTeamRelease('mfe_chess', { name: 'chess', version: '2.0.0' });
    reportRemoteLoad('mfe_chess' as RemoteKey, sampled);
    expect(bodyOf(beacon.mock.calls[0])).toEqual({ remote: 'chess', version: '2.0.0', weight: LOAD_SAMPLE_EVERY });
  });

  it('falls back to fetch keepalive without a beacon, or when the beacon is refused', () => {
    vi.stubGlobal('navigator', {});
    reportRemoteLoad('reader', sampled);
    beacon.mockReturnValueOnce(false);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    reportRemoteLoad('live', sampled);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/functions/v1/remote-loads');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init.headers).toBeUndefined();
    expect(JSON.parse(String(init.body))).toMatchObject({ remote: 'live', weight: LOAD_SAMPLE_EVERY });
  });
});
