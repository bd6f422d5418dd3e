// Offline reading (decision 186): the page's whole part is here. The worker (/sw.js) keeps the
// pages the browser loads; a page reached by a client-side navigation is named to it, since the
// browser never asks the server for it.

interface PathRouter {
  subscribe(listener: (state: { location: { pathname: string } }) => void): unknown;
}

/** Registers /sw.js once the page has loaded (its start is not slowed), and names each page shown. */
export function registerOfflineReading(router: PathRouter): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  let named = '';
  const name = (path: string) => {
    if (path === named) return;
    named = path;
    container.controller?.postMessage({ type: 'opened', path });
  };
  const register = () => {
    container.register('/sw.js').then(
      // The first visit: the worker starts after the page loaded, so it is told of this page.
      () =>
        container.ready.then((registration) =>
          registration.active?.postMessage({ type: 'opened', path: location.pathname }),
        ),
      () => {},
    );
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
  router.subscribe((state) => name(state.location.pathname));
}
