import { getQueryClient, loadRuntimeConfig, ThemeProvider } from '@newsroom/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { LoadingScreen } from './components/screens/LoadingScreen.tsx';
import { StartupError } from './StartupError.tsx';
import { initFederation } from './federation/initFederation.ts';

async function start(rootElement: HTMLElement): Promise<void> {
  const root = createRoot(rootElement);
  // SPEC §2 "Loading {product name}" from the first paint; the build-time title names the product
  // until the runtime config arrives (App keeps the screen up until the session is known).
  root.render(
    <ThemeProvider>
      <LoadingScreen siteName={document.title} />
    </ThemeProvider>,
  );
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
