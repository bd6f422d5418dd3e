import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, registerPortalRemotes } from '@newsroom/shared';
import { StandaloneApp, type StandaloneAppProps } from './StandaloneApp.tsx';

/**
 * Boots a remote's standalone page. The runtime config comes from the remote's own origin
 * (/runtime-config.json, served by scripts/serve-remote.mjs and the rsbuild dev server from the
 * same env as the shell), so a standalone remote can still load other remotes' widgets.
 */
export async function startStandalone(props: StandaloneAppProps): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) return;
  const root = createRoot(rootElement);
  try {
    registerPortalRemotes(await loadRuntimeConfig());
    root.render(
      <StrictMode>
        <StandaloneApp {...props} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(`[${props.title}] standalone start-up failed`, error);
    rootElement.textContent =
      'Could not load /runtime-config.json; is the remote served with scripts/serve-remote.mjs?';
  }
}
