import { PASSWORD_MIN_LENGTH } from '../constants/site.ts';
import { AUTH_MESSAGES } from './messages.ts';

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  name: string;
}

/** The database's limit on user metadata full_name (migration 20261130160200), in characters. */
export const FULL_NAME_MAX_LENGTH = 100;

const blank = (value: string) => value.trim() === '';
const characters = (value: string) => [...value].length;

/** Email and password required. Returns the message to show, or null when valid. */
export function validateSignIn({ email, password }: SignInInput): string | null {
  if (blank(email) || password === '') return AUTH_MESSAGES.fillAllFields;
  return null;
}

/** Name (at most 100 characters), email and password required; password at least 6 characters. */
export function validateSignUp({ name, email, password }: SignUpInput): string | null {
  if (blank(name) || blank(email) || password === '') return AUTH_MESSAGES.fillAllFields;
  if (characters(name.trim()) > FULL_NAME_MAX_LENGTH) return AUTH_MESSAGES.fullNameTooLong;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}
