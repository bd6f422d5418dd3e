/**
 * Logs the backend's error for developers and throws the user-facing message
 * (docs/product/messages.md#stories-and-essays), so the console's load-error view shows that message
 * and never a server detail. The console's copy of the portal's helper, which shared does not export.
 */
export function failLoad(userMessage: string, cause: unknown): never {
  console.error(userMessage, cause);
  throw new Error(userMessage, { cause });
}
