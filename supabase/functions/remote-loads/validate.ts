/** Validation of one sampled load report, mirroring the remote_loads table's checks (decision 216). */
import { REMOTE_PATTERN, VERSION_PATTERN } from '../_shared/remoteNames.ts';

/** The most one report may stand for: the browser sends 1 load in 10, weighing 10; a forged one adds at most this. */
export const MAX_WEIGHT = 100;

/** A sampled load of one remote version: its weight is how many page loads it stands for. */
export interface RemoteLoadReport {
  remote: string;
  version: string;
  weight: number;
}

export type LoadValidation = { ok: true; value: RemoteLoadReport } | { ok: false; error: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** { remote, version, weight }: an error report's name and version rules; weight a whole 1 to MAX_WEIGHT (1 if left out). */
export function validateLoad(body: Record<string, unknown>): LoadValidation {
  const remote = text(body.remote);
  const version = text(body.version) || 'unknown';
  const weight = body.weight === undefined ? 1 : body.weight;
  if (!REMOTE_PATTERN.test(remote)) return { ok: false, error: 'Unknown remote.' };
  if (!VERSION_PATTERN.test(version)) return { ok: false, error: 'Invalid version.' };
  if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 1 || weight > MAX_WEIGHT) {
    return { ok: false, error: 'Invalid weight.' };
  }
  return { ok: true, value: { remote, version, weight } };
}
