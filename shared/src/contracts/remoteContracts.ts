import { ADMIN_CONTRACT } from './adminContract.ts';
import { EDITOR_CONTRACT } from './editorContract.ts';
import { LIVE_CONTRACT } from './liveContract.ts';
import { READER_CONTRACT } from './readerContract.ts';

export { ADMIN_CONTRACT, EDITOR_CONTRACT, LIVE_CONTRACT, READER_CONTRACT };
export * from './manifestProblems.ts';

/**
 * Every remote's contract, keyed like the runtime config. Not in the @newsroom/shared barrel: only
 * the contract test reads these objects, and the barrel is in every page's bytes (decision 209).
 */
export const REMOTE_CONTRACTS = {
  reader: READER_CONTRACT,
  live: LIVE_CONTRACT,
  editor: EDITOR_CONTRACT,
  admin: ADMIN_CONTRACT,
} as const;
