import type { PresenceState } from '@newsroom/shared/coedit';
import { presentUserIds } from './presencePeople.ts';

/**
 * The most people co-editing one story at once (decision 202): the largest count for which the
 * 10-editor benchmark's edit-to-other-editor p95 stayed within 150 ms on PGlite.
 */
export const MAX_EDITORS = 10;

export const editorLimitMessage = (max: number): string =>
  `This story already has ${max} editors: you are editing alone, and your changes here are not shared. Open the story again when someone has left.`;

/** When a person's first console joined (`at` in its presence meta); a console that says nothing counts as first. */
function joinedAt(metas: readonly Record<string, unknown>[]): number {
  return Math.min(...metas.map((meta) => (typeof meta.at === 'number' ? meta.at : 0)));
}

/**
 * Whether `selfId` came after the first `max` people on the story (by when each first joined,
 * then by id, so every console agrees). Hosted Realtime cannot refuse a join by count, so each
 * console decides for itself from presence; one person's several tabs count once.
 */
export function overEditorLimit(state: PresenceState, selfId: string, max = MAX_EDITORS): boolean {
  const order = presentUserIds(state)
    .map((userId) => ({ userId, at: joinedAt(state[userId]) }))
    .sort((a, b) => a.at - b.at || a.userId.localeCompare(b.userId));
  const rank = order.findIndex((person) => person.userId === selfId);
  return rank >= max;
}
