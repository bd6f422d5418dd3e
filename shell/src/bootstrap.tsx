import { getQueryClient, loadRuntimeConfig } from '@newsroom/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { StartupError } from './StartupError.tsx';
import { initFederation } from './federation/initFederation.ts';

async function start(rootElement: HTMLElement): Promise<void> {
  const root = createRoot(rootElement);
  try {
    const config = await loadRuntimeConfig();
    document.title = config.siteName;
    initFederation(config);
    root.render(
      <StrictMode>
        <App queryClient={getQueryClient()} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<StartupError />);
  }
}

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
