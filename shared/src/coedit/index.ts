// The story's shared working copy (issue 50, decision 174): a Yjs document per story, exchanged on
// its private Realtime channel and stored in the database. A subpath of its own, so no reader
// bundle carries Yjs.
export {
  StoryWorkingCopy,
  workingCopyTopic,
  type PresenceOptions,
  type PresenceState,
  type StoryWorkingCopyOptions,
  type WorkingCopyState,
  type WorkingCopyStatus,
} from './StoryWorkingCopy.ts';
export { isWellFormedUpdate } from './updates.ts';
export { MAX_BROADCAST_CHARS, MAX_UPDATE_BYTES } from './limits.ts';
// Base64 of Yjs bytes (relative positions of the notes on a passage, decision 196).
export { fromBase64, toBase64 } from './base64.ts';
