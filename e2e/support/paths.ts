import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTE_KEYS = ['reader', 'live', 'editor', 'admin'] as const;
export type RemoteKey = (typeof REMOTE_KEYS)[number];

export const remoteDist = (key: RemoteKey) => path.join(REPO_ROOT, `mfe-${key}`, 'dist');
export const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');
