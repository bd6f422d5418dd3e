/**
 * The Module Federation shared-dependency config, used by all five apps' rsbuild configs.
 * Node-only (read at build time): it must not import anything from the browser side of shared.
 *
 * Every entry is a singleton: two copies of React, the router, the query client or the zustand
 * store would each break the portal in a different, quiet way. @newsroom/shared is shared too,
 * or every bundle would get its own auth store and Supabase client (docs/product/toolchain.md#shared-singletons).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SRI_PLUGIN_NAME } from './registry/scriptIntegrity.ts';
import { REMOTE_NAMES, type RemoteKey } from './remotes.ts';
import { runtimeConfigFromEnv } from './runtimeConfigFromEnv.mjs';
import { allowedSingletonRange } from './versionSkew.ts';

interface SharedPackageJson {
  dependencies: Record<string, string>;
}

export interface SharedDependencyConfig {
  singleton: true;
  requiredVersion: string | false;
  eager?: boolean;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * The react-router-dom exports the browser builds use. Shared modules are not tree-shaken by
 * default (a singleton must serve whatever any remote asks of it), so the router cost 60 KB gzip
 * on every page. Every browser build ships the same shaken copy built from this one list, so the
 * copy that loads first has what every other app needs; a test fails when code imports an export
 * that is not listed (decision 056).
 */
export const ROUTER_USED_EXPORTS = [
  'Link',
  'MemoryRouter',
  'Navigate',
  'Outlet',
  'Route',
  'RouterProvider',
  'Routes',
  'createBrowserRouter',
  'createMemoryRouter',
  'isRouteErrorResponse',
  'matchRoutes',
  'useBlocker',
  'useLocation',
  'useMatches',
  'useNavigate',
  'useParams',
  'useRouteError',
  'useSearchParams',
];

/** Shared libraries shaken to the exports listed, in the browser builds only (servers keep all). */
const BROWSER_TREE_SHAKING: Partial<Record<string, string[]>> = { 'react-router-dom': ROUTER_USED_EXPORTS };

/**
 * Shaking runs only in production builds. In a dev server the plugin compiles the shaken router as
 * a second build whose entry replaced the app's own `index.js` in memory, and the page failed to
 * start (`require_runtime.__exportAll is not a function`); bytes do not matter there. The Rsbuild
 * CLI sets NODE_ENV before it reads a config.
 */
function isProductionBuild(): boolean {
  return process.env.NODE_ENV === 'production';
}

/** Libraries shared as singletons. Subpath imports React and the DOM renderer use are listed too. */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'styled-components',
  '@supabase/supabase-js',
] as const;

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function pinnedVersions(): Record<string, string> {
  const url = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as SharedPackageJson).dependencies;
}

/**
 * The `shared` option of @module-federation/rsbuild-plugin. Versions come from shared/package.json
 * (the pins every app uses). The allowed skew is stated in requiredVersion: the pin's major
 * (`^19.0.0` for 19.3.1), so a remote may be built against another minor or patch and still run on
 * the host's single copy; one needing another major is refused at load time (portalFederationPlugin).
 */
export function createSharedDependencies({ browser = false } = {}): Record<string, SharedDependencyConfig> {
  const versions = pinnedVersions();
  const shared: Record<string, SharedDependencyConfig> = {};
  for (const specifier of SHARED_SINGLETONS) {
    const version = versions[packageName(specifier)];
    shared[specifier] = { singleton: true, requiredVersion: version ? allowedSingletonRange(version) : false };
    const usedExports = browser && isProductionBuild() ? BROWSER_TREE_SHAKING[specifier] : undefined;
    if (usedExports) shared[specifier].treeShaking = { mode: 'runtime-infer', usedExports: [...usedExports] };
  }
  // The workspace package that owns the stores and the Supabase client: one copy across all apps.
  shared['@newsroom/shared'] = { singleton: true, requiredVersion: false };
  return shared;
}

export { REMOTE_NAMES, type RemoteKey } from './remotes.ts';
export { portFromEnv, runtimeConfigFromEnv } from './runtimeConfigFromEnv.mjs';
export { STANDALONE_RUNTIME_TAG, standaloneRuntimeEnvironment } from './standaloneRuntime.ts';

/** Options every app passes to the federation plugin besides name/exposes/shared. */
export const FEDERATION_DEFAULTS = {
  // Load shared modules and remotes on demand: a dead remote must not break start-up.
  shareStrategy: 'loaded-first',
  // No type broker (it listens on all interfaces in dev); types come from the workspace.
  dts: false,
} as const;

export const SHELL_NAME = 'newsroom_shell';

/**
 * Browser builds only: the federation runtime's code for Node (script loading through `vm`,
 * `import()` of node modules) is left out of what the browser downloads (decision 056).
 */
export const BROWSER_OPTIMIZATION = { target: 'web' } as const;

/**
 * Plugin options of a remote: its container name (one of the four's, by key, or a new team's
 * `mfe_…`), its exposed modules and the shared singletons.
 */
export function remoteFederationOptions(key: RemoteKey | { container: string }, exposes: Record<string, string>) {
  return {
    name: typeof key === 'string' ? REMOTE_NAMES[key] : key.container,
    filename: 'remoteEntry.js',
    exposes,
    shared: createSharedDependencies({ browser: true }),
    experiments: { optimization: BROWSER_OPTIMIZATION },
    // The shared-fallback builds copy the remote's plugins but not its crossOriginLoading.
    treeShakingSharedExcludePlugins: [SRI_PLUGIN_NAME],
    ...FEDERATION_DEFAULTS,
  };
}

/** Plugin options of the shell: no remotes at build time, they come from /runtime-config.json. */
export function hostFederationOptions() {
  return {
    name: SHELL_NAME,
    remotes: {},
    shared: createSharedDependencies({ browser: true }),
    // One copy of the federation runtime for the page: the home page's remotes use the shell's.
    experiments: { provideExternalRuntime: true, optimization: BROWSER_OPTIMIZATION },
    ...FEDERATION_DEFAULTS,
  };
}

/**
 * Options of @rsbuild/plugin-styled-components for every app. Component names in class names and
 * the devtools help in development; in production they cost about 1 KB gzip on the home page.
 * Server and browser builds of an app share the plugin's options, so the class names the server
 * renders are the ones the browser hydrates.
 */
export function styledComponentsOptions(options: { ssr?: boolean } = {}) {
  return { ...options, displayName: !isProductionBuild() };
}

type Next = () => void;
interface DevMiddlewares {
  use(handler: (req: IncomingMessage, res: ServerResponse, next: Next) => void): unknown;
}

/**
 * Rsbuild `server.setup` hook for dev servers: serve /runtime-config.json built from env, as the
 * production servers do, so the shell and each standalone remote read the same config in dev.
 */
export function serveRuntimeConfig() {
  return ({ server }: { server?: { middlewares: DevMiddlewares } }) => {
    server?.middlewares.use((req, res, next) => {
      if (req.url?.split('?')[0] !== '/runtime-config.json') return next();
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(runtimeConfigFromEnv()));
    });
  };
}
