/**
 * What each script of a page is, by its chunk name (the builds name chunks, `chunkIds: 'named'`):
 * one of the libraries the architecture makes shared singletons, the federation runtime (the
 * shell's entry and each remote's container), or the portal's own code. `npm run measure` prints
 * the home page's bytes by kind: the first two are what any page of this design downloads.
 */
export const SCRIPT_KINDS = ['singleton libraries', 'federation runtime', 'portal code'] as const;
export type ScriptKind = (typeof SCRIPT_KINDS)[number];

const SINGLETON_CHUNK =
  /node_modules_(react|react-dom|react-router-dom|zustand|tanstack_react-query|styled-components|supabase_supabase-js)_/;
const RUNTIME_CHUNK = /(\/static\/js\/index\.[0-9a-f]+\.js|\/remoteEntry\.js)$/;

export function scriptKind(url: string): ScriptKind {
  const path = new URL(url).pathname;
  if (RUNTIME_CHUNK.test(path)) return 'federation runtime';
  if (SINGLETON_CHUNK.test(path)) return 'singleton libraries';
  return 'portal code';
}
