import {
  CLIENT_RENDER_DIGEST,
  getQueryClient,
  holdStartupWork,
  loadRuntimeConfig,
  setRuntimeConfig,
  ThemeProvider,
  yieldToMain,
  type RuntimeConfig,
} from '@newsroom/shared';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { App } from './App.tsx';
import { LoadingScreen } from './components/screens/LoadingScreen.tsx';
import { StartupError } from './StartupError.tsx';
import { registerOfflineReading } from './features/offline/registerOfflineReading.ts';
import { initFederation } from './federation/initFederation.ts';
import { readInlineRuntimeConfig, readServerState, type ServerState } from './pagePayload.ts';
import { createHydratingShellRouter, createShellRouter } from './routes/router.tsx';
import { releaseWhenIdle } from './startup/releaseWhenIdle.ts';

/**
 * React reports every area the server left to the browser (a remote down or slow there) as a
 * recoverable error. Those are expected: note them quietly; anything else is a real problem.
 */
function onRecoverableError(error: unknown, info: { componentStack?: string }): void {
  const digest = (error as { digest?: string } | null)?.digest;
  if (digest === CLIENT_RENDER_DIGEST) {
    console.info('[shell] an area the server could not render was rendered in the browser');
    return;
  }
  console.error('[shell] recoverable rendering error', error, info.componentStack);
}

function appElement(serverState: ServerState | null, router = createShellRouter()) {
  const queryClient = getQueryClient();
  return (
    <StrictMode>
      <App
        queryClient={queryClient}
        router={<RouterProvider router={router} />}
        waitForSession={!serverState}
        renderedAt={serverState?.renderedAt ?? null}
        renderedDay={serverState?.renderedDay ?? null}
        readerEdition={serverState?.readerEdition ?? null}
      />
    </StrictMode>
  );
}

/**
 * A page the server rendered: take over its HTML, with the data it was rendered from. Each step
 * in its own task (a tap between them is answered), and the work the first paint does not need
 * (Supabase client, session, sockets, page view) held until the page is idle (decision 146).
 */
async function hydratePage(rootElement: HTMLElement, config: RuntimeConfig, serverState: ServerState): Promise<void> {
  holdStartupWork();
  setRuntimeConfig(config);
  initFederation(config);
  await yieldToMain();
  hydrate(getQueryClient(), serverState.queries);
  await yieldToMain();
  // The router matches the page's location and reads the route table: a task of its own.
  const router = await createHydratingShellRouter(window.location.pathname);
  await yieldToMain();
  hydrateRoot(rootElement, appElement(serverState, router), { onRecoverableError });
  releaseWhenIdle();
  registerOfflineReading(router);
}

/** A page started in the browser (signed-in pages, the dev server): the start-up screen first. */
async function startInBrowser(rootElement: HTMLElement, inlineConfig: RuntimeConfig | null): Promise<void> {
  const root = createRoot(rootElement);
  // "Loading {product name}" from the first paint; the build-time title names the product
  // until the runtime config arrives (App keeps the screen up until the session is known).
  root.render(
    <ThemeProvider>
      <LoadingScreen siteName={inlineConfig?.siteName ?? document.title} />
    </ThemeProvider>,
  );
  try {
    const config = inlineConfig ?? (await loadRuntimeConfig());
    setRuntimeConfig(config);
    document.title = config.siteName;
    initFederation(config);
    const router = createShellRouter();
    root.render(appElement(null, router));
    registerOfflineReading(router);
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<StartupError />);
  }
}

const rootElement = document.getElementById('root');
if (rootElement) {
  const inlineConfig = readInlineRuntimeConfig();
  const serverState = readServerState();
  if (inlineConfig && serverState) void hydratePage(rootElement, inlineConfig, serverState);
  else void startInBrowser(rootElement, inlineConfig);
}
