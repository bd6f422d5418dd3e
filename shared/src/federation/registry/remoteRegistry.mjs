// The remote registry (decision 188): which remotes the portal runs, where their manifests are,
// the SHA-384 of each one's entry script, and the routes, navigation entries and slots each one
// owns. Validated here, on the server, before anything of it reaches a page: an entry that fails is
// left out with a message saying why (so its areas show their fallback) and the others still load.
// Plain JavaScript with zod so the shell's Node server reads it without a TypeScript loader; types
// in remoteRegistry.d.mts.
import { z } from 'zod';

/**
 * Paths the shell keeps, each with all below it: its own pages (null: the client-only pages of
 * shell/src/server/routeMatch.ts's CLIENT_ONLY_PATHS, /subscribe, /alerts, and /lite, /api), or the
 * pages the shell routes to one of the four remotes (its name): only that remote may register them.
 * `/` is the home page only. Paths are compared in lower case; registered ones must be lower case
 * (React Router matches without case).
 */
export const RESERVED_ROUTES = {
  '/': 'reader',
  '/auth': null,
  '/lite': null,
  '/api': null,
  '/forgot-password': null,
  '/reset-password': null,
  '/accept-invite': null,
  '/account': null,
  '/newsletter': null,
  '/subscribe': null,
  '/alerts': null,
  '/preview': 'reader',
  '/uk': 'reader',
  '/zimbabwe': 'reader',
  '/international': 'reader',
  '/story': 'reader',
  '/category': 'reader',
  '/author': 'reader',
  '/topic': 'reader',
  '/search': 'reader',
  '/corrections': 'reader',
  '/about': 'reader',
  '/contact': 'reader',
  '/submit-story': 'reader',
  '/privacy-policy': 'reader',
  '/terms-of-service': 'reader',
  '/advertise': 'reader',
  '/sitemap': 'reader',
  '/sitemap.xml': 'reader',
  '/live-events': 'live',
  '/sports-live': 'live',
  '/blog-management': 'editor',
  '/admin': 'admin',
};

const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;
const hash = (what) =>
  z.string({ error: `a sha384-… hash of ${what} is required` }).regex(SHA384, `must be a sha384-… hash of ${what}`);
// Lower-case segments, none of them `.` or `..`; `*` only as a last segment of its own.
const path = z
  .string()
  .regex(
    /^\/(?:(?!\.\.?(?:\/|$))[a-z0-9._~:-]+\/)*(?:(?!\.\.?$)[a-z0-9._~:-]+|\*)?$/,
    'must be a lower-case site path such as /puzzles or /puzzles/:id (or /puzzles/*)',
  );
const moduleName = z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'must be an exposed module name such as PuzzlesPage');

const routeSchema = z.object({
  path,
  module: moduleName,
  access: z.enum(['everyone', 'signed-in', 'editor', 'admin']),
});
const navSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine((label) => !/[<>]/.test(label), 'must be plain text, not HTML'),
  href: path,
  place: z.enum(['main', 'dropdown', 'footer', 'mobile']),
  order: z.number().int().min(0).max(1000),
});
const slotSchema = z.object({ slot: z.enum(['home-panel', 'story-sidebar']), module: moduleName });
const manifestUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of its mf-manifest.json' });
const percent = 'must be a whole percentage from 0 to 100';
/** A build version as the remote-errors function stores it (decision 210), so each one's errors are counted. */
const version = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/, 'must be a version such as 1.2.0 (letters, digits, ".", "+", "-")');
/**
 * The SHA-384 of each chunk of a server container, by file name (decision 214): the shell's server
 * runs none it has no hash for.
 */
const serverChunks = z
  .record(z.string(), hash('a server chunk'))
  .refine(
    (chunks) => Object.keys(chunks).every((file) => /^[\w-][\w.-]*\.js$/.test(file)),
    'its chunks must be named by file name, such as page.js',
  )
  .refine((chunks) => Object.keys(chunks).length <= 500, 'at most 500 server chunks');

/** A new version for some readers (decision 207): its own manifest and hash, and their share. */
const canarySchema = z.object({
  manifestUrl,
  version,
  integrity: hash("its canary's entry script"),
  serverIntegrity: hash("its canary's server container").optional(),
  serverChunks: serverChunks.optional(),
  percent: z.number({ error: percent }).int(percent).min(0, percent).max(100, percent),
});

/**
 * The federation container name of a remote named `name` (`puzzles` → `mfe_puzzles`,
 * `election-results` → `mfe_election_results`): what a new team's build and registry entry use.
 * @param {string} name
 */
export function containerNameOf(name) {
  return `mfe_${name.replaceAll('-', '_')}`;
}

export const registryEntrySchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be a short lower-case name such as puzzles'),
  // `mfe_` first: never one of the four's keys (reader, live…), which name their server containers.
  container: z.string().regex(/^mfe_[a-z0-9_]{1,40}$/, 'must be a federation container name such as mfe_puzzles'),
  manifestUrl,
  version,
  entryFile: z
    .string()
    .regex(/^[\w.-]+\.js$/)
    .default('remoteEntry.js'),
  integrity: hash('its entry script'),
  serverIntegrity: hash('its server container').optional(),
  serverChunks: serverChunks.optional(),
  routes: z.array(routeSchema).max(50).default([]),
  nav: z.array(navSchema).max(20).default([]),
  slots: z.array(slotSchema).max(20).default([]),
  canary: canarySchema.optional(),
});

/** Segments of a route pattern, in lower case (routers match without case); `*` at the end stands for any rest. */
function segments(pattern) {
  return pattern.toLowerCase().split('/').filter(Boolean);
}

/** True when some path could match both patterns (`:param` is any one segment). */
export function routesOverlap(a, b) {
  const left = segments(a);
  const right = segments(b);
  for (let i = 0; ; i += 1) {
    const x = left[i];
    const y = right[i];
    if (x === '*' || y === '*') return true;
    if (x === undefined || y === undefined) return x === y;
    if (x !== y && !x.startsWith(':') && !y.startsWith(':')) return false;
  }
}

function reservedProblem(name, route) {
  for (const [reserved, owner] of Object.entries(RESERVED_ROUTES)) {
    if (owner === name || !routesOverlap(route.path, reserved === '/' ? '/' : `${reserved}/*`)) continue;
    return `route ${route.path} is the shell's own (${reserved})`;
  }
  return null;
}

function shadowProblem(entry, accepted) {
  for (const route of entry.routes) {
    const reserved = reservedProblem(entry.name, route);
    if (reserved) return reserved;
    for (const other of accepted) {
      const taken = other.routes.find((candidate) => routesOverlap(candidate.path, route.path));
      if (taken) return `route ${route.path} shadows remote "${other.name}"'s ${taken.path}`;
    }
  }
  return null;
}

function schemaProblem(issues) {
  return issues.map((issue) => `${issue.path.join('.') || 'entry'}: ${issue.message}`).join('; ');
}

/** The four remotes: their routes are the shell's (RESERVED_ROUTES' owners). */
const PORTAL_REMOTES = new Set(Object.values(RESERVED_ROUTES).filter(Boolean));

function canaryProblem({ name, version, canary }, allowedOrigins) {
  if (!canary) return null;
  // Its errors are counted by version: the canary's must be told from the registered one's.
  if (canary.version === version) return `its canary's version ${version} is the registered version's`;
  const origin = new URL(canary.manifestUrl).origin;
  if (!allowedOrigins.includes(origin)) return `its canary's manifest origin ${origin} is not an allowed remote origin`;
  // The four are loaded at start and rendered on the server: both versions would have to agree. A
  // team's server-rendered section is rendered in the browser while its canary runs (decision 214).
  if (PORTAL_REMOTES.has(name)) return "a canary is for a team's remote only";
  return null;
}

function entryProblem(parsed, allowedOrigins, accepted) {
  const origin = new URL(parsed.manifestUrl).origin;
  if (!allowedOrigins.includes(origin)) return `its manifest's origin ${origin} is not an allowed remote origin`;
  const canary = canaryProblem(parsed, allowedOrigins);
  if (canary) return canary;
  const clash = accepted.find((other) => other.name === parsed.name || other.container === parsed.container);
  if (clash) return `its name or container is already registered by remote "${clash.name}"`;
  return shadowProblem(parsed, accepted);
}

/**
 * The entries of a registry body ({ remotes: [...] }) that may load, in order, and a message for
 * each refused one: not an object, a missing or malformed hash, a manifest on an origin not in
 * `allowedOrigins`, a route the shell keeps or another remote already owns, a nav label with HTML.
 * @param {unknown} body
 * @param {{ allowedOrigins: readonly string[] }} options
 */
export function validateRegistry(body, { allowedOrigins }) {
  const list = body && typeof body === 'object' && Array.isArray(body.remotes) ? body.remotes : null;
  if (!list) return { remotes: [], problems: ['the registry must be a JSON object with a "remotes" list'] };
  const remotes = [];
  const problems = [];
  list.forEach((raw, index) => {
    const label = typeof raw?.name === 'string' ? `remote "${raw.name}"` : `remote #${index + 1}`;
    const result = registryEntrySchema.safeParse(raw);
    const problem = result.success
      ? entryProblem(result.data, allowedOrigins, remotes)
      : schemaProblem(result.error.issues);
    if (problem) problems.push(`${label} refused: ${problem}`);
    else remotes.push(result.data);
  });
  return { remotes, problems };
}

/**
 * What the browser gets of an entry (runtime config `registry`): enough to find and trust it.
 * @param {z.infer<typeof registryEntrySchema>} entry
 */
export function browserEntry({ name, container, manifestUrl, version, entryFile, integrity, canary }) {
  if (!canary) return { name, container, manifestUrl, version, entryFile, integrity };
  // The canary's server container is the shell server's business, not the page's.
  const { serverIntegrity: _server, ...browserCanary } = canary;
  return { name, container, manifestUrl, version, entryFile, integrity, canary: browserCanary };
}
