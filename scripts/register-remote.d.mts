import type { RegistryEntry } from '@newsroom/shared/remote-registry';

export declare function entryOfBuild(options: {
  dir: string;
  manifestUrl: string;
  route?: string;
  nav?: string;
}): RegistryEntry;
export declare function registeredText(options: {
  fileText: string | null;
  entry: { name: string };
  env?: NodeJS.ProcessEnv;
  root?: string;
}): string;
export declare function registerRemote(options: {
  name: string;
  file: string;
  route?: string;
  nav?: string;
  url?: string;
  root?: string;
  dir?: string;
  env?: NodeJS.ProcessEnv;
}): RegistryEntry;
export declare function entryIntegrity(dist: string, entryFile?: string): string;
export interface ReleaseChange {
  action: 'canary' | 'percent' | 'promote' | 'rollback';
  url?: string;
  version?: string;
  percent?: string | number;
  dist?: string;
}
export declare function releasedEntry(entry: RegistryEntry, change: ReleaseChange): RegistryEntry;
export declare function changeRelease(options: {
  name: string;
  file: string;
  change: ReleaseChange;
  root?: string;
  env?: NodeJS.ProcessEnv;
}): RegistryEntry;
