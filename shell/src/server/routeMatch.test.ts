import type { RegisteredRemote } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { matchShellRoute } from './routeMatch.ts';

const puzzles: RegisteredRemote = {
  name: 'puzzles',
  container: 'mfe_puzzles',
  manifestUrl: 'https://p.test/mf-manifest.json',
  version: '1',
  entryFile: 'remoteEntry.js',
  integrity: `sha384-${'A'.repeat(64)}`,
  routes: [{ path: '/puzzles/:day', module: 'PuzzlesPage', access: 'everyone' }],
  nav: [],
};

describe('matchShellRoute', () => {
  it("leaves a team's registered page to the browser (no server container runs for it), with its params", () => {
    expect(matchShellRoute('/puzzles/monday', [puzzles])).toEqual({
      route: null,
      params: { day: 'monday' },
      render: 'client',
    });
  });

  it('renders a team’s public page on the server when its container may run there (decision 214)', () => {
    const rendersOnServer = (container: string) => container === 'mfe_puzzles';
    expect(matchShellRoute('/puzzles/monday', [puzzles], rendersOnServer)).toEqual({
      route: null,
      params: { day: 'monday' },
      render: 'server',
      team: { remote: 'mfe_puzzles', module: 'PuzzlesPage' },
    });
    const signedIn = {
      ...puzzles,
      routes: [{ path: '/puzzles/:day', module: 'PuzzlesPage', access: 'signed-in' as const }],
    };
    expect(matchShellRoute('/puzzles/monday', [signedIn], rendersOnServer).render).toBe('client');
    expect(matchShellRoute('/puzzles/monday', [puzzles], () => false).render).toBe('client');
  });

  it('renders a canaried page on the server for the registered version’s readers, in the browser for the canary’s (decision 215)', () => {
    const canary = { manifestUrl: 'https://p.test/2/mf-manifest.json', version: '2', integrity: puzzles.integrity };
    const withCanary = { ...puzzles, canary: { ...canary, percent: 10 } };
    const rendersOnServer = (container: string) => container === 'mfe_puzzles';
    expect(matchShellRoute('/puzzles/monday', [withCanary], rendersOnServer, 'stable').team).toEqual({
      remote: 'mfe_puzzles',
      module: 'PuzzlesPage',
    });
    expect(matchShellRoute('/puzzles/monday', [withCanary], rendersOnServer, 'canary').render).toBe('client');
    // No release chosen (not asked through the page cache): the browser decides.
    expect(matchShellRoute('/puzzles/monday', [withCanary], rendersOnServer).render).toBe('client');
    // A share of 0 is nobody's canary.
    const atZero = { ...puzzles, canary: { ...canary, percent: 0 } };
    expect(matchShellRoute('/puzzles/monday', [atZero], rendersOnServer).render).toBe('server');
  });

  it('renders an unregistered path on the server as the 404 page, and the four remotes’ routes as before', () => {
    expect(matchShellRoute('/puzzles/monday')).toEqual({ route: null, params: {}, render: 'server' });
    expect(matchShellRoute('/about', [puzzles])).toMatchObject({ route: { remote: 'reader' }, render: 'server' });
  });
});
