// What a request or a render leaves behind (remote code runs in the server: server containers) is
// logged, never allowed to stop the site.

/**
 * True for the error of writing to our own output after its reader went away (the process that
 * started the server exited). Logging it would write to the same closed pipe and fail again: the
 * handler would call itself in a loop and spin a core (seen: an orphaned worker at 100 % CPU).
 * @param {unknown} error
 */
export function isClosedOutput(error) {
  return /** @type {{ code?: string } | null} */ (error)?.code === 'EPIPE';
}

/**
 * Logs unhandled rejections and uncaught exceptions under `label` instead of exiting.
 * @param {string} label e.g. '[shell]'
 * @param {(...args: unknown[]) => void} [log]
 */
export function logEscapedErrors(label, log = console.error) {
  process.on('unhandledRejection', (reason) => {
    if (!isClosedOutput(reason)) log(`${label} unhandled rejection`, reason);
  });
  process.on('uncaughtException', (error) => {
    if (!isClosedOutput(error)) log(`${label} uncaught exception`, error);
  });
}
