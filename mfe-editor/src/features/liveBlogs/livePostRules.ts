/** The live desk's words (docs/product/live-blogs.md#messages). */
export const LIVE_DESK_MESSAGES = {
  emptyBody: 'Please write the update first.',
  tooLong: 'An update can be at most 10,000 characters.',
  unsafeLink: 'Links must be web addresses (https://…) or paths on this site.',
  keyEventTitle: 'A key event needs a title: it is the jump link readers see.',
  conflict: 'This post was changed by someone else since you opened it. Your text is still here and was not saved.',
  notRunning: 'This live blog is not running: turn it live to post.',
  pinTaken: 'Another post was pinned at the same moment. Unpin it first.',
  confirmDelete: 'Are you sure you want to delete this post? Readers will no longer see it.',
  failed: 'Could not save the post. Please try again.',
  imageAlt: 'Describe the image for readers who cannot see it (alt text).',
  imageUploading: 'Wait for the image to finish uploading.',
} as const;

export const MAX_ALT_CHARS = 300;

export const MAX_BODY_CHARS = 10_000;

/** The database's CHECK constraints on live_posts, as the desk words them. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  live_posts_body_present: LIVE_DESK_MESSAGES.emptyBody,
  live_posts_body_length: LIVE_DESK_MESSAGES.tooLong,
  live_posts_body_links_safe: LIVE_DESK_MESSAGES.unsafeLink,
  live_posts_key_event_titled: LIVE_DESK_MESSAGES.keyEventTitle,
  live_posts_image_alt_present: LIVE_DESK_MESSAGES.imageAlt,
};

/** What is wrong with a draft before it is sent ('' when nothing): the database checks the same. */
export function draftProblem(body: string, title: string, isKeyEvent: boolean): string {
  if (!body.trim()) return LIVE_DESK_MESSAGES.emptyBody;
  if (body.length > MAX_BODY_CHARS) return LIVE_DESK_MESSAGES.tooLong;
  if (/javascript\s*:/i.test(body)) return LIVE_DESK_MESSAGES.unsafeLink;
  if (isKeyEvent && !title.trim()) return LIVE_DESK_MESSAGES.keyEventTitle;
  return '';
}

/** An image needs its alt text (the database checks the same: live_posts_image_alt_present). */
export function imageProblem(imageUrl: string, imageAlt: string): string {
  return imageUrl && !imageAlt.trim() ? LIVE_DESK_MESSAGES.imageAlt : '';
}

interface DatabaseError {
  code?: string;
  message?: string;
}

/** A refused write as the desk says it; the typed text always stays in the box. */
export function writeProblem(error: DatabaseError): string {
  console.error('Writing a live post failed', error);
  if (error.code === 'PT409') return LIVE_DESK_MESSAGES.conflict;
  if (error.code === '23505') return LIVE_DESK_MESSAGES.pinTaken;
  if (error.code === '42501') return LIVE_DESK_MESSAGES.notRunning;
  // A document the database refuses: its message names what is wrong.
  if (error.code === '22023' && error.message) return error.message;
  const named = Object.entries(CONSTRAINT_MESSAGES).find(([name]) => error.message?.includes(name));
  return named?.[1] ?? LIVE_DESK_MESSAGES.failed;
}
