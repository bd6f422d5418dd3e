export declare function defaultVersion(packageVersion: string, now?: Date): string;
export declare function deployRemote(options: {
  remote: string;
  root: string;
  version?: string;
  source?: string;
  stdio?: 'inherit' | 'pipe';
}): { version: string; folder: string; manifestPath: string };
