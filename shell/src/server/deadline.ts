import { CLIENT_RENDER_DIGEST } from '@newsroom/shared';

/**
 * "Render this area in the browser": a remote's server container is down or slow, or the page's
 * time box is over. React turns it into a client-rendered boundary; its digest tells the browser
 * it was expected.
 */
export class ClientRenderError extends Error {
  readonly digest = CLIENT_RENDER_DIGEST;
}

/** Settles like `promise`, or rejects with ClientRenderError at `deadline` (ms since epoch). */
export function beforeDeadline<T>(promise: Promise<T>, deadline: number, what: string): Promise<T> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new ClientRenderError(`${what}: no time left`));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ClientRenderError(`${what}: over ${remaining} ms`)), remaining);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
