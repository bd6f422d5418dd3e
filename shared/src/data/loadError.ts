import { logLoadError } from './logLoadError.ts';

/**
 * Logs the backend's error for developers (logLoadError) and throws the user-facing message (docs/product/messages.md), so
 * screens can show error.message without leaking server details.
 */
export function failLoad(userMessage: string, cause: unknown): never {
  logLoadError(userMessage, cause);
  throw new Error(userMessage, { cause });
}
