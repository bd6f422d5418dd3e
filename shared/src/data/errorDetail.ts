/** The backend's own message behind a load error (its cause), else the error's message. */
export function errorDetail(error: Error): string {
  const cause = error.cause;
  if (cause && typeof cause === 'object' && 'message' in cause && typeof cause.message === 'string') {
    return cause.message;
  }
  return error.message;
}
