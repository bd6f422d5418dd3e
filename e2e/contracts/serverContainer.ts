import type { BuiltManifest } from '../../shared/src/contracts/remoteContracts.ts';

/**
 * What a server container (dist/server/remoteEntry.js, built unminified for Node, without a
 * manifest) declares, read from its code: the container name, the exposed modules of its module
 * map and the shared packages it registers. Shaped like a manifest so one check reads both.
 */
export function serverContainerDeclaration(source: string): BuiltManifest {
  const name = /__module_federation_container_name__ = "([^"]+)"/.exec(source)?.[1] ?? '';
  const start = source.indexOf('moduleMap: {');
  const moduleMap = start < 0 ? '' : source.slice(start);
  const exposes = [...moduleMap.matchAll(/"\.\/([A-Za-z0-9_]+)": \(\) =>/g)].map((match) => ({ name: match[1] }));
  const sharing = /__webpack_require__\.initializeSharingData = ([^\n]*)/.exec(source)?.[1] ?? '';
  const shared = [...sharing.matchAll(/\{ name: "([^"]+)", version: "([^"]+)",.*?requiredVersion: "([^"]*)" \}/g)].map(
    (match) => ({ name: match[1], version: match[2], requiredVersion: match[3] }),
  );
  return { metaData: { name }, exposes, shared };
}
