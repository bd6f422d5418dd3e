import { SaveRefusedError } from './saveErrors.ts';

interface DatabaseError {
  code?: string;
  message?: string;
}

export interface WriteErrorOptions {
  /** What is being written, e.g. "live feed" (for the messages). */
  thing: string;
  /** Messages for named CHECK constraints the form cannot always catch first. */
  constraints?: Record<string, string>;
}

/**
 * Turns a PostgREST error on a write into what the form shows: a refusal the editor can act on
 * (no rights, a rule of the table), or the server's message. The raw error goes to the console.
 */
export function toWriteError(error: DatabaseError, { thing, constraints = {} }: WriteErrorOptions): Error {
  console.error(`Writing the ${thing} failed`, error);
  const message = error.message ?? '';
  if (error.code === '42501') return new SaveRefusedError(`You do not have the rights to change this ${thing}.`, error);
  if (error.code === '23514') {
    const named = Object.entries(constraints).find(([name]) => message.includes(name));
    return new SaveRefusedError(named?.[1] ?? `A field of this ${thing} is too long or empty.`, error);
  }
  return new Error(message || `Could not save the ${thing}`, { cause: error });
}

/** The write reached the database but changed no row: gone, or hidden from this user by policy. */
export class NothingChangedError extends Error {
  constructor(thing: string) {
    super(`The ${thing} was not changed: it no longer exists, or you may not change it.`);
    this.name = 'NothingChangedError';
  }
}
