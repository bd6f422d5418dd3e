import { idOf, textOr } from './text.ts';

/** A dated note on a published story (docs/product/standards.md). */
export type CorrectionKind = 'correction' | 'clarification';

export interface StoryCorrection {
  id: string;
  kind: CorrectionKind;
  note: string;
  /** ISO timestamp. */
  publishedAt: string;
}

/** A note as /corrections lists it: with the story it corrects. */
export interface CorrectionListItem extends StoryCorrection {
  /** The story corrected; its slug (when read) gives its address (storyPath, decision 206). */
  story: { id: string; slug?: string; title: string };
}

/** A story_corrections row as PostgREST returns it (partial selects, every field nullable). */
export interface StoryCorrectionRow {
  id?: string | null;
  kind?: string | null;
  note?: string | null;
  published_at?: string | null;
}

/** The wording the issue fixes: "Correction:" / "Clarification:". */
export function correctionLabel(kind: CorrectionKind): 'Correction' | 'Clarification' {
  return kind === 'clarification' ? 'Clarification' : 'Correction';
}

/** "Correction: The vote was on Tuesday." */
export function correctionText(note: Pick<StoryCorrection, 'kind' | 'note'>): string {
  return `${correctionLabel(note.kind)}: ${note.note}`;
}

export function mapCorrectionRow(row: StoryCorrectionRow): StoryCorrection | null {
  const id = idOf(row.id);
  const note = textOr(row.note);
  const publishedAt = textOr(row.published_at);
  if (!id || !note.trim() || !publishedAt) return null;
  return { id, kind: row.kind === 'clarification' ? 'clarification' : 'correction', note, publishedAt };
}

/** A story's notes, oldest first (the order they are read in at the end of the story). */
export function mapStoryCorrections(rows: readonly StoryCorrectionRow[] | null | undefined): StoryCorrection[] {
  return (rows ?? [])
    .flatMap((row) => {
      const note = mapCorrectionRow(row);
      return note ? [note] : [];
    })
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

/** The latest of a story's notes' dates and its own last edit: its dateModified. */
export function lastModified(updatedTime: string, notes: readonly StoryCorrection[]): string {
  return notes.reduce(
    (latest, note) => (Date.parse(note.publishedAt) > Date.parse(latest) ? note.publishedAt : latest),
    updatedTime,
  );
}
