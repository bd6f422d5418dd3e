import type { PresenceState } from '@newsroom/shared/coedit';
import { COEDIT_FIELDS, isCoeditField, type CoeditField } from './coeditFields.ts';

/** A caret in the body: the Yjs client it belongs to and its selection (Yjs relative positions, JSON). */
export interface Caret {
  clientId: number;
  cursor: { anchor: unknown; head: unknown };
}

export interface Person {
  userId: string;
  name: string;
  colour: string;
  isSelf: boolean;
  carets: Caret[];
  /** The form fields their consoles have focus in (one a tab), known keys only. */
  fields: CoeditField[];
}

/** White text reads on each (4.5:1 or more), and no two are alike to most eyes. */
export const PRESENCE_COLOURS = [
  '#b3261e',
  '#0d47a1',
  '#1b5e20',
  '#6a1b9a',
  '#8a4b00',
  '#00695c',
  '#ad1457',
  '#37474f',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The same colour for a person in every console, from their user id. */
export function colourOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return PRESENCE_COLOURS[hash % PRESENCE_COLOURS.length];
}

/** The user ids present on the channel (presence keys that are user ids). */
export const presentUserIds = (state: PresenceState): string[] => Object.keys(state).filter((key) => UUID.test(key));

function caretOf(meta: Record<string, unknown>): Caret | null {
  const { c, cursor } = meta;
  if (typeof c !== 'number' || !cursor || typeof cursor !== 'object') return null;
  const { anchor, head } = cursor as Record<string, unknown>;
  return anchor && head ? { clientId: c, cursor: { anchor, head } } : null;
}

function fieldsOf(metas: readonly Record<string, unknown>[]): CoeditField[] {
  return [...new Set(metas.map((meta) => meta.f).filter(isCoeditField))];
}

/**
 * Who is in the story, by presence key (the user id), named only from the staff directory: a name
 * or colour in a presence payload is never read, so no one can show up as someone else by
 * writing their name. Keys the directory does not name as staff are left out. Sorted by name.
 */
export function peopleOf(state: PresenceState, names: Readonly<Record<string, string>>, selfId: string): Person[] {
  return presentUserIds(state)
    .filter((userId) => names[userId] !== undefined)
    .map((userId) => ({
      userId,
      name: names[userId],
      colour: colourOf(userId),
      isSelf: userId === selfId,
      carets: state[userId].map(caretOf).filter((caret): caret is Caret => caret !== null),
      fields: fieldsOf(state[userId]),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}

/** How the list names someone: "Desk Editor (you)" for oneself. */
export const nameOf = (person: Person): string => (person.isSelf ? `${person.name} (you)` : person.name);

/**
 * Where someone else is in the form, for the list: " (in Title)", or "" for oneself (one knows where
 * one's own focus is) and for someone in no field.
 */
export function whereOf(person: Person): string {
  if (person.isSelf || person.fields.length === 0) return '';
  return ` (in ${person.fields.map((field) => COEDIT_FIELDS[field]).join(', ')})`;
}

/** The others whose focus is in this field (oneself is never shown beside a field). */
export const othersIn = (people: readonly Person[], field: CoeditField): Person[] =>
  people.filter((person) => !person.isSelf && person.fields.includes(field));

/** What follows the name at `index` of `count` in "A, B and C": ", ", " and " or "". */
export function separatorAfter(index: number, count: number): string {
  if (index === count - 2) return ' and ';
  return index < count - 2 ? ', ' : '';
}

/** What a screen reader is told when others join or leave (oneself is never announced). */
export function arrivalsAndDepartures(before: readonly Person[], after: readonly Person[]): string {
  const ids = (people: readonly Person[]) => new Set(people.filter((p) => !p.isSelf).map((p) => p.userId));
  const [was, is] = [ids(before), ids(after)];
  const joined = after.filter((person) => !person.isSelf && !was.has(person.userId)).map((p) => `${p.name} joined`);
  const left = before.filter((person) => !person.isSelf && !is.has(person.userId)).map((p) => `${p.name} left`);
  return [...joined, ...left].join('. ');
}
