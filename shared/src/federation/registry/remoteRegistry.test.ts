import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, type RemoteKey } from '../remotes.ts';
import { PORTAL_REGISTRATIONS } from './portalRegistrations.ts';
import { browserEntry, RESERVED_ROUTES, routesOverlap, validateRegistry } from './remoteRegistry.mjs';

const HASH = `sha384-${'A'.repeat(64)}`;
const ORIGINS = { allowedOrigins: ['https://cdn.test'] };

function entry(overrides: Record<string, unknown> = {}) {
  return {
    name: 'puzzles',
    container: 'mfe_puzzles',
    manifestUrl: 'https://cdn.test/puzzles/1.0.0/mf-manifest.json',
    version: '1.0.0',
    integrity: HASH,
    routes: [{ path: '/puzzles', module: 'PuzzlesPage', access: 'everyone' }],
    nav: [{ label: 'Puzzles', href: '/puzzles', place: 'main', order: 60 }],
    slots: [{ slot: 'home-panel', module: 'DailyPuzzlePanel' }],
    ...overrides,
  };
}

const LIVE = entry({
  name: 'live',
  container: 'mfe_live',
  routes: [{ path: '/live-events/:id', module: 'LiveEventPage', access: 'everyone' }],
  nav: [],
  slots: [],
});

describe('validateRegistry', () => {
  it('accepts a complete entry, with the entry file defaulted', () => {
    const { remotes, problems } = validateRegistry({ remotes: [entry()] }, ORIGINS);
    expect(problems).toEqual([]);
    expect(remotes).toEqual([expect.objectContaining({ name: 'puzzles', entryFile: 'remoteEntry.js' })]);
  });

  it('refuses an entry without a hash (fail closed), and still loads the others', () => {
    const { remotes, problems } = validateRegistry({ remotes: [entry({ integrity: undefined }), LIVE] }, ORIGINS);
    expect(remotes.map((remote) => remote.name)).toEqual(['live']);
    expect(problems).toEqual(['remote "puzzles" refused: integrity: a sha384-… hash of its entry script is required']);
  });

  it('refuses a hash that is not SHA-384', () => {
    const { problems } = validateRegistry({ remotes: [entry({ integrity: `sha256-${'A'.repeat(43)}=` })] }, ORIGINS);
    expect(problems).toEqual(['remote "puzzles" refused: integrity: must be a sha384-… hash of its entry script']);
  });

  it('refuses a manifest on an origin that is not allowed', () => {
    const manifestUrl = 'https://evil.test/puzzles/mf-manifest.json';
    const { problems } = validateRegistry({ remotes: [entry({ manifestUrl })] }, ORIGINS);
    expect(problems).toEqual([
      'remote "puzzles" refused: its manifest\'s origin https://evil.test is not an allowed remote origin',
    ]);
  });

  it("refuses a route that shadows another remote's", () => {
    const routes = [{ path: '/puzzles/*', module: 'CrosswordsPage', access: 'everyone' }];
    const crosswords = entry({ name: 'crosswords', container: 'mfe_crosswords', routes, nav: [], slots: [] });
    const { remotes, problems } = validateRegistry({ remotes: [entry(), crosswords] }, ORIGINS);
    expect(remotes.map((remote) => remote.name)).toEqual(['puzzles']);
    expect(problems).toEqual(['remote "crosswords" refused: route /puzzles/* shadows remote "puzzles"\'s /puzzles']);
  });

  it.each(['reader', 'live', 'puzzles', 'mfe-puzzles'])(
    'refuses the container name %s: a team cannot take the name one of the four’s server containers is keyed by',
    (container) => {
      const { remotes, problems } = validateRegistry({ remotes: [entry({ container })] }, ORIGINS);
      expect(remotes).toEqual([]);
      expect(problems).toEqual([
        'remote "puzzles" refused: container: must be a federation container name such as mfe_puzzles',
      ]);
    },
  );

  it.each(['/auth', '/admin/users', '/blog-management'])("refuses a route under the shell's own %s", (path) => {
    const routes = [{ path, module: 'PuzzlesPage', access: 'everyone' }];
    const { problems } = validateRegistry({ remotes: [entry({ routes })] }, ORIGINS);
    expect(problems[0]).toMatch(new RegExp(`^remote "puzzles" refused: route ${path} is the shell's own`));
  });

  it.each(['/Admin/*', '/admin*', '/AUTH/callback', '/Story/:id', '/puzzles/*/daily', '/./admin', '/puzzles/../admin'])(
    'refuses %s: upper case, a * that is not a last segment of its own, a dot segment (routers match without case)',
    (path) => {
      const routes = [{ path, module: 'PuzzlesPage', access: 'everyone' }];
      const { remotes, problems } = validateRegistry({ remotes: [entry({ routes })] }, ORIGINS);
      expect(remotes).toEqual([]);
      expect(problems).toEqual([
        'remote "puzzles" refused: routes.0.path: must be a lower-case site path such as /puzzles or /puzzles/:id (or /puzzles/*)',
      ]);
    },
  );

  it.each([
    '/reset-password',
    '/forgot-password',
    '/accept-invite',
    '/account',
    '/account/security',
    '/newsletter/*',
    '/newsletter/confirm',
    '/subscribe',
    '/alerts',
    '/preview',
    '/preview/:token',
    '/story/:id',
    '/uk',
    '/',
    '/live-events/today',
    '/sports-live',
    '/:section',
  ])("refuses %s: the shell's own page, or one it routes to another remote", (path) => {
    const routes = [{ path, module: 'PuzzlesPage', access: 'everyone' }];
    const { problems } = validateRegistry({ remotes: [entry({ routes, nav: [] })] }, ORIGINS);
    expect(problems[0]).toMatch(/^remote "puzzles" refused: route \S+ is the shell's own \(\/[a-z.-]*\)$/);
  });

  it("reserves every route of the four remotes' registrations for that remote", () => {
    for (const key of Object.keys(PORTAL_REGISTRATIONS) as RemoteKey[]) {
      for (const { path } of PORTAL_REGISTRATIONS[key].routes) {
        const owners = Object.entries(RESERVED_ROUTES)
          .filter(([reserved]) => routesOverlap(path, reserved === '/' ? '/' : `${reserved}/*`))
          .map(([, owner]) => owner);
        expect({ path, owners }).toEqual({ path, owners: [key] });
      }
    }
  });

  it('lets the admin remote own /admin, as the shell has it today', () => {
    const routes = [{ path: '/admin', module: 'AdminDashboardPage', access: 'admin' }];
    const admin = entry({ name: 'admin', container: 'mfe_admin', routes, nav: [], slots: [] });
    expect(validateRegistry({ remotes: [admin] }, ORIGINS).problems).toEqual([]);
  });

  it('refuses a nav label with HTML', () => {
    const nav = [{ label: 'Puzzles<img src=x onerror=alert(1)>', href: '/puzzles', place: 'main', order: 1 }];
    const { problems } = validateRegistry({ remotes: [entry({ nav })] }, ORIGINS);
    expect(problems).toEqual(['remote "puzzles" refused: nav.0.label: must be plain text, not HTML']);
  });

  it('refuses a second entry under a name already registered', () => {
    const { problems } = validateRegistry({ remotes: [entry(), entry({ routes: [] })] }, ORIGINS);
    expect(problems).toEqual([
      'remote "puzzles" refused: its name or container is already registered by remote "puzzles"',
    ]);
  });

  it("accepts the four remotes' own registrations together", () => {
    const remotes = (Object.keys(PORTAL_REGISTRATIONS) as RemoteKey[]).map((key) => ({
      name: key,
      container: REMOTE_NAMES[key],
      manifestUrl: `https://cdn.test/${key}/mf-manifest.json`,
      version: '0.1.0',
      integrity: HASH,
      ...PORTAL_REGISTRATIONS[key],
    }));
    const { remotes: accepted, problems } = validateRegistry({ remotes }, ORIGINS);
    expect(problems).toEqual([]);
    expect(accepted).toHaveLength(4);
  });

  describe('a canary version (decision 207)', () => {
    const canary = (overrides: Record<string, unknown> = {}) => ({
      manifestUrl: 'https://cdn.test/puzzles/1.1.0/mf-manifest.json',
      version: '1.1.0',
      integrity: `sha384-${'B'.repeat(64)}`,
      percent: 10,
      ...overrides,
    });

    it("keeps a canary's server hash for its promotion, and leaves it out of what the page gets (decision 215)", () => {
      const rendered = canary({ serverIntegrity: HASH });
      const { remotes, problems } = validateRegistry({ remotes: [entry({ canary: rendered })] }, ORIGINS);
      expect(problems).toEqual([]);
      expect(remotes[0]?.canary?.serverIntegrity).toBe(HASH);
      expect(browserEntry(remotes[0]!).canary).toEqual(canary());
    });

    it('accepts a canary with its own manifest, hash and share of readers', () => {
      const { remotes, problems } = validateRegistry({ remotes: [entry({ canary: canary() })] }, ORIGINS);
      expect(problems).toEqual([]);
      expect(remotes[0]?.canary).toEqual(canary());
    });

    it.each([-1, 101, 12.5, '10'])('refuses a percentage of %s', (percent) => {
      const { remotes, problems } = validateRegistry({ remotes: [entry({ canary: canary({ percent }) })] }, ORIGINS);
      expect(remotes).toEqual([]);
      expect(problems).toEqual(['remote "puzzles" refused: canary.percent: must be a whole percentage from 0 to 100']);
    });

    it('refuses a canary without a hash, or on an origin not allowed', () => {
      const unhashed = entry({ canary: canary({ integrity: undefined }) });
      const foreign = entry({ canary: canary({ manifestUrl: 'https://evil.test/mf-manifest.json' }) });
      expect(validateRegistry({ remotes: [unhashed] }, ORIGINS).problems).toEqual([
        'remote "puzzles" refused: canary.integrity: a sha384-… hash of its canary\'s entry script is required',
      ]);
      expect(validateRegistry({ remotes: [foreign] }, ORIGINS).problems).toEqual([
        'remote "puzzles" refused: its canary\'s manifest origin https://evil.test is not an allowed remote origin',
      ]);
    });

    it("refuses a version the error reports could not carry, and a canary with the registered version's (decision 210)", () => {
      const spaced = entry({ version: '1.0 beta' });
      const hostile = entry({ canary: canary({ version: '<b>2</b>' }) });
      const same = entry({ canary: canary({ version: '1.0.0' }) });
      expect(validateRegistry({ remotes: [spaced] }, ORIGINS).problems).toEqual([
        'remote "puzzles" refused: version: must be a version such as 1.2.0 (letters, digits, ".", "+", "-")',
      ]);
      expect(validateRegistry({ remotes: [hostile] }, ORIGINS).problems).toEqual([
        'remote "puzzles" refused: canary.version: must be a version such as 1.2.0 (letters, digits, ".", "+", "-")',
      ]);
      expect(validateRegistry({ remotes: [same] }, ORIGINS).problems).toEqual([
        'remote "puzzles" refused: its canary\'s version 1.0.0 is the registered version\'s',
      ]);
    });

    it('refuses a canary of one of the four remotes; accepts one of a server-rendered team remote (decision 214)', () => {
      const live = { ...LIVE, canary: canary() };
      const rendered = entry({ serverIntegrity: HASH, canary: canary() });
      const { remotes, problems } = validateRegistry({ remotes: [live, rendered] }, ORIGINS);
      expect(problems).toEqual(['remote "live" refused: a canary is for a team\'s remote only']);
      expect(remotes.map((remote) => remote.name)).toEqual(['puzzles']);
    });
  });

  it("keeps a server container's chunk hashes; refuses a chunk that is not a file name (decision 214)", () => {
    const chunks = { 'page.js': HASH, 'vendors-react.js': HASH };
    expect(
      validateRegistry({ remotes: [entry({ serverIntegrity: HASH, serverChunks: chunks })] }, ORIGINS).remotes[0],
    ).toMatchObject({ serverChunks: chunks });
    const climbing = entry({ serverIntegrity: HASH, serverChunks: { '../secrets.js': HASH } });
    expect(validateRegistry({ remotes: [climbing] }, ORIGINS).problems).toEqual([
      'remote "puzzles" refused: serverChunks: its chunks must be named by file name, such as page.js',
    ]);
  });

  it('refuses a body that is not a registry', () => {
    expect(validateRegistry([entry()], ORIGINS)).toEqual({
      remotes: [],
      problems: ['the registry must be a JSON object with a "remotes" list'],
    });
  });
});

describe('routesOverlap', () => {
  it.each([
    ['/live-events/:id', '/live-events/today', true],
    ['/puzzles/*', '/puzzles', true],
    ['/', '/puzzles', false],
    ['/admin', '/administration', false],
    ['/story/:id', '/story', false],
    ['/Admin', '/admin/*', true],
  ])('%s and %s: %s', (a, b, overlap) => {
    expect(routesOverlap(a, b)).toBe(overlap);
  });
});
