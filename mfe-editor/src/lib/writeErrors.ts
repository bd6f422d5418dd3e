import { describeWriteError, type WriteErrorLike, type WriteErrorRules } from '@newsroom/shared';
import { SaveRefusedError } from './saveErrors.ts';

export interface WriteErrorOptions extends WriteErrorRules {
  /** What is being written, e.g. "live feed" (for the messages). */
  thing: string;
}

/**
 * Turns a PostgREST error on a write into what the form shows: a refusal the editor can act on
 * (no rights, a rule of the table; worded by shared's describeWriteError, the admin's mapping too),
 * or the server's message. The raw error goes to the console.
 */
export function toWriteError(error: WriteErrorLike, rules: WriteErrorOptions): Error {
  console.error(`Writing the ${rules.thing} failed`, error);
  // No rights and a broken table rule are refusals the form shows where the editor can act on them.
  if (error.code === '42501' || error.code === '23514') {
    return new SaveRefusedError(describeWriteError(error, rules) ?? '', error);
  }
  return new Error(error.message || `Could not save the ${rules.thing}`, { cause: error });
}

/** The write reached the database but changed no row: gone, or hidden from this user by policy. */
export class NothingChangedError extends Error {
  constructor(thing: string) {
    super(`The ${thing} was not changed: it no longer exists, or you may not change it.`);
    this.name = 'NothingChangedError';
  }
}

/** A write the policies filter out changes 0 rows without an error: that is a failure too. */
export function expectChanged(data: readonly unknown[] | null, thing: string): void {
  if (!data || data.length === 0) throw new NothingChangedError(thing);
}
