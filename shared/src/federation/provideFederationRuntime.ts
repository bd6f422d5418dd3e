/**
 * The Module Federation runtime for a remote's standalone page. The remotes' browser builds do not
 * bundle the runtime (the shell provides one copy to all of them, ~17 KB gzip saved per remote); a
 * standalone page has no shell, so this script, loaded before the page's own entry, provides it the
 * way the shell's build does.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import { provideFederationHelpers } from './provideFederationHelpers.ts';

interface FederationGlobal {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

const scope = globalThis as FederationGlobal;
if (!scope._FEDERATION_RUNTIME_CORE) {
  scope._FEDERATION_RUNTIME_CORE = runtimeCore;
  scope._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: 'provided' };
}
provideFederationHelpers();
