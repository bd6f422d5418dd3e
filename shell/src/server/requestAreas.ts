import type { PageServerContext, PageServerData, ServerAreas } from '@newsroom/shared';
import { beforeDeadline } from './deadline.ts';
import { dropFailedQueries } from './serverQueryClient.ts';
import type { ModuleExports, ServerRemotes } from './serverRemotes.ts';

export interface RequestAreasOptions {
  remotes: ServerRemotes;
  /** The request's context, without the area's own props. */
  context: Omit<PageServerContext, 'props'>;
  /** Data still missing then is left to the browser. */
  dataDeadline: number;
  /** A remote module still missing then is left to the browser. */
  renderDeadline: number;
  /** Called when data is left to the browser (too late): the page is then not cached. */
  onDataMissing: () => void;
}

export interface RequestAreas extends ServerAreas {
  /** The exports of an area prepared in this request (after its prepare settled). */
  exportsOf: (remote: string, module: string) => ModuleExports | undefined;
  /**
   * Milliseconds after `since` (a performance.now() time) during which some area was still loading
   * its module or data: for the render's Server-Timing (decision 219).
   */
  waitedSince: (since: number) => number;
}

function serverDataOf(exports: ModuleExports): PageServerData | undefined {
  const data = exports.serverData as PageServerData | undefined;
  return data && typeof data === 'object' ? data : undefined;
}

/**
 * The areas of one request: each remote module is loaded, and its `serverData.prefetch` run, once
 * per request, however many times RemoteMount renders it. Data later than the data deadline is
 * not waited for: the area renders its loading state and the browser fetches.
 */
export function createRequestAreas({
  remotes,
  context,
  dataDeadline,
  renderDeadline,
  onDataMissing,
}: RequestAreasOptions): RequestAreas {
  const prepared = new Map<string, Promise<void>>();
  const loaded = new Map<string, ModuleExports>();
  const waiting = waitClock();

  async function prepareArea(remote: string, module: string, props: Readonly<Record<string, unknown>>) {
    const exports = await remotes.load(remote, module, renderDeadline);
    loaded.set(`${remote}/${module}`, exports);
    const prefetch = serverDataOf(exports)?.prefetch;
    if (!prefetch) return;
    try {
      await beforeDeadline(prefetch({ ...context, props }), dataDeadline, `${remote}/${module} data`);
    } catch (error) {
      onDataMissing();
      console.warn(`[shell server] ${remote}/${module}: data left to the browser`, String(error));
    }
    dropFailedQueries(context.queryClient);
  }

  return {
    origin: context.origin,
    prepare(remote, module, props) {
      const key = `${remote}/${module}?${JSON.stringify(props)}`;
      let promise = prepared.get(key);
      if (!promise) {
        promise = waiting.track(prepareArea(remote, module, props));
        prepared.set(key, promise);
      }
      return promise;
    },
    exportsOf: (remote, module) => loaded.get(`${remote}/${module}`),
    waitedSince: waiting.since,
  };
}

/** The spans of time during which at least one tracked promise was pending. */
export function waitClock(now: () => number = () => performance.now()) {
  const spans: Array<readonly [number, number]> = [];
  let pending = 0;
  let openedAt = 0;
  return {
    track<T>(promise: Promise<T>): Promise<T> {
      if (pending === 0) openedAt = now();
      pending += 1;
      const settle = () => {
        pending -= 1;
        if (pending === 0) spans.push([openedAt, now()]);
      };
      promise.then(settle, settle);
      return promise;
    },
    since(start: number): number {
      const open = pending > 0 ? [[openedAt, now()] as const] : [];
      return [...spans, ...open].reduce((sum, [from, to]) => sum + Math.max(0, to - Math.max(from, start)), 0);
    },
  };
}

/** The head a prepared page module gives for this request, if it gives one. */
export function headOf(exports: ModuleExports | undefined, context: PageServerContext) {
  return exports ? serverDataOf(exports)?.head?.(context) : undefined;
}
