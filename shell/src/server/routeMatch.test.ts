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

  it('renders an unregistered path on the server as the 404 page, and the four remotes’ routes as before', () => {
    expect(matchShellRoute('/puzzles/monday')).toEqual({ route: null, params: {}, render: 'server' });
    expect(matchShellRoute('/about', [puzzles])).toMatchObject({ route: { remote: 'reader' }, render: 'server' });
  });
});
