/** The console's save and delete toasts (docs/product/messages.md#stories-and-essays). */
export const STORY_MESSAGES = {
  saved: 'Story saved successfully!',
  unpublished: 'Story unpublished: its page no longer answers and it has left the home page and the feeds.',
  saveFailed: 'Failed to save story. Please try again.',
  deleted: 'Story deleted successfully!',
  deleteFailed: 'Failed to delete story. Please try again.',
} as const;

export const ESSAY_MESSAGES = {
  saved: 'Photo essay saved successfully!',
  saveFailed: 'Failed to save photo essay. Please try again.',
  deleted: 'Photo essay deleted successfully!',
  deleteFailed: 'Failed to delete photo essay. Please try again.',
} as const;

export type ContentKind = 'story' | 'photo essay';

/** Someone saved the row since this editor opened it; their save was refused, nothing was lost. */
export class EditConflictError extends Error {
  constructor(kind: ContentKind) {
    super(`This ${kind} was changed by someone else since you opened it. Your text is still here and was not saved.`);
    this.name = 'EditConflictError';
  }
}

/** A save the database refused for a reason the editor can act on; `message` says which. */
export class SaveRefusedError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'SaveRefusedError';
  }
}

/**
 * The story was saved but something saved after it was not. The form keeps what was not saved;
 * its next save is checked against the version just saved, so saving again adds it without a
 * false conflict.
 */
export class PartlySavedError extends SaveRefusedError {
  constructor(
    readonly savedVersion: number,
    message: string,
    cause: unknown,
  ) {
    super(message, cause);
    this.name = 'PartlySavedError';
  }
}

export class NoteNotSavedError extends PartlySavedError {
  constructor(savedVersion: number, cause: unknown) {
    super(
      savedVersion,
      'The story was saved, but its correction or clarification was not. Save again to add it.',
      cause,
    );
    this.name = 'NoteNotSavedError';
  }
}

/** The story was saved, its authors and topics were not (set_story_credits refused them). */
export class CreditsNotSavedError extends PartlySavedError {
  constructor(savedVersion: number, reason: string, cause: unknown) {
    super(
      savedVersion,
      `The story was saved, but its authors and topics were not: ${reason} Save again to add them.`,
      cause,
    );
    this.name = 'CreditsNotSavedError';
  }
}

interface DatabaseError {
  code?: string;
  message?: string;
  details?: string | null;
}

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  summary: 'Story text',
  body: 'Story text',
  caption: 'Caption',
  author: 'Author',
  photographer: 'Photographer',
  read_time: 'Read time',
  image_url: 'Image URL',
  image_alt: 'Image alt text',
  image_caption: 'Caption',
  image_author: 'Photographer',
};

function constraintField(message: string): string | null {
  const match = /(?:news_stories|photo_essays)_([a-z_]+?)_length/.exec(message);
  return match ? (FIELD_LABELS[match[1]] ?? null) : null;
}

/** Turns a PostgREST error into what the form shows; the raw error goes to the console. */
export function toSaveError(error: DatabaseError, kind: ContentKind): Error {
  console.error(`Saving the ${kind} failed`, error);
  const message = error.message ?? '';
  if (error.code === 'PT409') return new EditConflictError(kind);
  if (error.code === 'PGRST116') return new SaveRefusedError(`This ${kind} no longer exists: it was deleted.`, error);
  if (error.code === '42501') return new SaveRefusedError('You do not have editing rights for this.', error);
  // The database refused the value and says why (a story document it cannot take, decision 164).
  if (error.code === '22023' && message) return new SaveRefusedError(message, error);
  if (error.code === '23514') {
    const field = constraintField(message);
    if (field) return new SaveRefusedError(`${field} is too long or empty.`, error);
  }
  return new Error(message || 'Save failed', { cause: error });
}
