/** The database refuses a larger update (story_working_updates_size, decision 174). */
export const MAX_UPDATE_BYTES = 1024 * 1024;

/**
 * The database refuses a larger snapshot (story_working_copies_snapshot_size). A snapshot holds
 * the whole document, so it is checked against this, never against MAX_UPDATE_BYTES.
 */
export const MAX_SNAPSHOT_BYTES = 8 * 1024 * 1024;

/**
 * The largest update sent inline as a broadcast, in base64 characters. Hosted Realtime refuses
 * messages over 256 KB (free plans) to 3 MB; a larger update is stored first and announced by
 * its sequence number, and the others read it from the database.
 */
export const MAX_BROADCAST_CHARS = 64 * 1024;

/** Updates appended between two compactions into a snapshot. */
export const COMPACT_EVERY = 200;

/** Rows public.story_working_copy answers per call. */
export const LOAD_PAGE_ROWS = 500;
