/**
 * Logs the backend's error for developers and throws the user-facing message (docs/product/messages.md), so
 * screens can show error.message without leaking server details.
 */
export function failLoad(userMessage: string, cause: unknown): never {
  console.error(userMessage, cause);
  throw new Error(userMessage, { cause });
}
