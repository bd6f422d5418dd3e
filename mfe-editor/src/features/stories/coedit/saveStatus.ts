import type { WorkingCopyState } from '@newsroom/shared/coedit';

export const SAVE_STATUS = {
  saved: 'All changes saved',
  saving: 'Saving…',
  offlineNothingUnsaved: 'Offline: what you type is kept on this device and merges when you are back',
  offlineKept: 'Offline: your changes are kept on this device and merge when you are back',
  offlineNotKept:
    'Offline: your changes could not be kept on this device and are not saved yet; keep this page open until you are back',
  backOnline: 'Back online: all changes saved',
  connectionLost: 'Connection lost.',
} as const;

export type SaveStatusKind = 'saved' | 'saving' | 'offline' | 'refused';

export interface SaveStatus {
  kind: SaveStatusKind;
  text: string;
}

export interface SaveStatusInput {
  copy: WorkingCopyState;
  /** The device could not keep unsaved edits (decision 197). */
  notKept: boolean;
  /** navigator.onLine: a hint only, for the moments before the working copy notices. */
  browserOnline: boolean;
}

/**
 * The console's line by the story text (decision 197), from the working copy's own state: offline
 * until it has rejoined and read the database, saved once every local edit is stored. The browser's
 * offline flag only words a failed save as offline rather than as a refusal.
 */
export function saveStatus({ copy, notKept, browserOnline }: SaveStatusInput): SaveStatus {
  const offline = copy.status !== 'synced' || (!browserOnline && !copy.saved);
  if (offline) return { kind: 'offline', text: offlineText(copy.saved, notKept) };
  if (copy.saved) return { kind: 'saved', text: SAVE_STATUS.saved };
  if (copy.error) return { kind: 'refused', text: `Not saved: ${copy.error}` };
  return { kind: 'saving', text: SAVE_STATUS.saving };
}

function offlineText(saved: boolean, notKept: boolean): string {
  if (saved) return SAVE_STATUS.offlineNothingUnsaved;
  return notKept ? SAVE_STATUS.offlineNotKept : SAVE_STATUS.offlineKept;
}

/**
 * What the polite live region says as the line changes, given the kind it last told: going offline
 * and a refusal are told once, and being saved again after either; the saving/saved flicker of
 * ordinary typing, and a retry between two refusals, are not.
 */
export function announcementFor(lastTold: SaveStatusKind, now: SaveStatus): string | null {
  if (now.kind === 'offline' && lastTold !== 'offline') return `${SAVE_STATUS.connectionLost} ${now.text}`;
  if (now.kind === 'refused' && lastTold !== 'refused') return now.text;
  if (now.kind === 'saved' && (lastTold === 'offline' || lastTold === 'refused')) return SAVE_STATUS.backOnline;
  return null;
}
