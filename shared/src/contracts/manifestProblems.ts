import type { DeclaredShared } from '../federation/versionSkew.ts';
import { singletonSkewProblems } from '../federation/versionSkew.ts';
import type { RemoteContract } from './remoteContract.ts';

/** The parts of a built mf-manifest.json the contract test reads. */
export interface BuiltManifest {
  metaData: { name: string; buildInfo?: { buildVersion?: string } };
  exposes: readonly { name: string; path?: string }[];
  shared: readonly DeclaredShared[];
}

/**
 * What is wrong with a remote's build against its contract, one readable line each: a container
 * with another name, a contracted module missing (renamed or removed; its consumers are named),
 * a module exposed that the contract does not list, a singleton outside the allowed skew of the
 * host's (`hostVersions`: package name -> version the shell provides). Empty means it conforms.
 */
export function manifestProblems(
  contract: RemoteContract,
  manifest: BuiltManifest,
  hostVersions: Readonly<Record<string, string>> = {},
): string[] {
  const problems: string[] = [];
  if (manifest.metaData.name !== contract.container) {
    problems.push(`container is "${manifest.metaData.name}", the contract says "${contract.container}"`);
  }
  const exposed = new Set(manifest.exposes.map((expose) => expose.name));
  for (const [module, spec] of Object.entries(contract.exposes)) {
    if (exposed.has(module)) continue;
    const users = spec.consumers.map((consumer) => `${consumer.app}: ${consumer.use}`).join('; ');
    problems.push(`./${module} is not exposed (needed by ${users})`);
  }
  for (const name of exposed) {
    if (!(name in contract.exposes)) problems.push(`./${name} is exposed but not in the contract`);
  }
  for (const skew of singletonSkewProblems(hostVersions, manifest.shared)) {
    problems.push(
      `${skew.name} ${skew.remoteVersion} (requires ${skew.remoteRequires}) is outside the host's ${skew.hostVersion} major`,
    );
  }
  return problems;
}
