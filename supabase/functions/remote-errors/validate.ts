/** Validation of one remote error report, mirroring the remote_errors table checks. */
// The registry's name and version rules, shared with the remote-loads function (decision 216).
import { REMOTE_PATTERN, VERSION_PATTERN } from '../_shared/remoteNames.ts';

export const KINDS = ['load', 'render', 'skew'] as const;
export const MESSAGE_CHARS = 300;

export interface RemoteErrorReport {
  /** The registry's name: one of the four, or a team's registered remote (decision 210). */
  remote: string;
  module: string;
  version: string;
  kind: (typeof KINDS)[number];
  message: string;
}

export type ReportValidation = { ok: true; value: RemoteErrorReport } | { ok: false; error: string };

const MODULE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The first line of a message without what could identify a reader (the browser scrubs too, but
 * the function trusts no caller): URL queries and fragments, e-mail addresses, long tokens.
 */
export function scrubMessage(message: string): string {
  return (message.split('\n')[0] ?? '')
    .replace(/(https?:\/\/[^\s?#)'"]+)[?#][^\s)'"]*/g, '$1')
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[email]')
    .replace(/\b[\w-]{32,}(\.[\w-]+)*\b/g, '[token]')
    .trim()
    .slice(0, MESSAGE_CHARS);
}

export function validateReport(body: Record<string, unknown>): ReportValidation {
  const remote = text(body.remote);
  const kind = text(body.kind);
  const module = text(body.module);
  const version = text(body.version) || 'unknown';
  const message = scrubMessage(text(body.message));
  if (!REMOTE_PATTERN.test(remote)) return { ok: false, error: 'Unknown remote.' };
  if (!KINDS.includes(kind as RemoteErrorReport['kind'])) return { ok: false, error: 'Unknown kind.' };
  if (!MODULE_PATTERN.test(module)) return { ok: false, error: 'Invalid module name.' };
  if (!VERSION_PATTERN.test(version)) return { ok: false, error: 'Invalid version.' };
  if (!message) return { ok: false, error: 'Message is required.' };
  return {
    ok: true,
    value: {
      remote,
      kind: kind as RemoteErrorReport['kind'],
      module,
      version,
      message,
    },
  };
}
