import type { Edition, RuntimeConfig } from '@newsroom/shared';
import type { DehydratedState } from '@tanstack/react-query';
import type { CalendarDay } from './components/header/calendarDay.ts';

/** Ids of the JSON blocks the server writes into the page (data, never executed: CSP-safe). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** What a server-rendered page hands the browser besides its HTML. */
export interface ServerState {
  /** The query cache the server rendered with: the browser makes no second request for it. */
  queries: DehydratedState;
  renderedAt: number;
  /** The render's day in the newsroom's zone: hydration writes it without an Intl formatter. */
  renderedDay?: CalendarDay;
  /** `/` only: the edition the server resolved for it, which the browser's `/` then shows. */
  readerEdition?: Edition;
  /**
   * A canaried team page: the release of its remote (by container) the server rendered it with,
   * which the browser then loads whatever its own bucket says (decision 215).
   */
  releases?: Readonly<Record<string, 'canary' | 'stable'>>;
}

function readJson<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    console.error(`[shell] unreadable #${id}`, error);
    return null;
  }
}

/** The runtime config the server inlined, or null (a page not served by the shell's server). */
export function readInlineRuntimeConfig(): RuntimeConfig | null {
  return readJson<RuntimeConfig>(RUNTIME_CONFIG_ELEMENT_ID);
}

/** Present only on a server-rendered page, which the browser then hydrates. */
export function readServerState(): ServerState | null {
  return readJson<ServerState>(SERVER_STATE_ELEMENT_ID);
}

/**
 * JSON for a <script type="application/json"> block: `<` escaped so no text from the database
 * (a story title with "</script>") can end the block.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
