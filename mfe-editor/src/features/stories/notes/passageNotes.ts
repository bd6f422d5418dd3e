import type { PassageAnchor } from './passageAnchors.ts';

/** The database's limit (story_passage_notes_body_length, decision 196), checked here before sending. */
export const NOTE_MAX_LENGTH = 2_000;

export interface PassageNote extends PassageAnchor {
  id: string;
  storyId: string;
  /** Null once the author's account is deleted. */
  authorId: string | null;
  body: string;
  createdAt: string;
  resolvedAt: string | null;
}

export interface PassageNoteRow {
  id: string;
  story_id: string;
  author_id: string | null;
  anchor_from: string;
  anchor_to: string;
  quote: string;
  body: string;
  created_at: string;
  resolved_at: string | null;
}

export const NOTE_COLUMNS = 'id, story_id, author_id, anchor_from, anchor_to, quote, body, created_at, resolved_at';

export const noteOf = (row: PassageNoteRow): PassageNote => ({
  id: row.id,
  storyId: row.story_id,
  authorId: row.author_id,
  anchorFrom: row.anchor_from,
  anchorTo: row.anchor_to,
  quote: row.quote,
  body: row.body,
  createdAt: row.created_at,
  resolvedAt: row.resolved_at,
});

/** Why a note cannot be sent as typed, or null (the database trims it too). */
export function noteProblem(body: string): string | null {
  const text = body.trim();
  if (text === '') return 'Write a note first.';
  if (text.length > NOTE_MAX_LENGTH) {
    return `A note is at most 2,000 characters; this one has ${text.length.toLocaleString('en-GB')}.`;
  }
  return null;
}

/** Open notes oldest first (the desk works them in order), and the resolved ones apart. */
export function splitNotes(notes: readonly PassageNote[]): { open: PassageNote[]; resolved: PassageNote[] } {
  const sorted = [...notes].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { open: sorted.filter((note) => !note.resolvedAt), resolved: sorted.filter((note) => note.resolvedAt) };
}
