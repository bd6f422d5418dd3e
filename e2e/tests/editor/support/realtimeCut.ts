import type { Page, WebSocketRoute } from '@playwright/test';

/**
 * A page whose connection can be cut and given back: `setOffline` fails its requests, but Chromium
 * keeps an open WebSocket alive through it (Playwright issue 4910), so the Realtime socket is routed
 * here and closed on both sides, and its reconnections are refused until the connection is back.
 * Install before the page opens anything.
 */
export async function cuttableConnection(page: Page) {
  let cut = false;
  const open = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    if (cut) return void socket.close({ code: 1011, reason: 'offline' });
    const pair = { page: socket, server: socket.connectToServer() };
    open.add(pair);
    socket.onClose(() => open.delete(pair));
  });
  return {
    async cut() {
      cut = true;
      await page.context().setOffline(true);
      for (const pair of [...open]) {
        open.delete(pair);
        await pair.server.close();
        await pair.page.close({ code: 1011, reason: 'offline' });
      }
    },
    async restore() {
      cut = false;
      await page.context().setOffline(false);
    },
  };
}

/** How many stories this browser keeps unsaved edits of (decision 197), read from IndexedDB. */
export function keptStories(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const known = await indexedDB.databases();
    if (!known.some((database) => database.name === 'newsroom-coedit')) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('newsroom-coedit');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const count = await new Promise<number>((resolve, reject) => {
      const counting = db.transaction('kept').objectStore('kept').count();
      counting.onsuccess = () => resolve(counting.result);
      counting.onerror = () => reject(counting.error);
    });
    db.close();
    return count;
  });
}
