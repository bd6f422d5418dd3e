import { getRuntimeConfig, ThemeProvider, Toaster } from '@newsroom/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthGate } from './components/app/AuthGate.tsx';
import { AppErrorBoundary } from './components/screens/AppErrorBoundary.tsx';
import { useRemoteStatusAttribute } from './federation/useRemoteStatusAttribute.ts';
import { createShellRouter } from './routes/router.tsx';

export interface AppProps {
  queryClient: QueryClient;
}

/**
 * The shell's providers. Remote pages render inside them: one router, one query cache, one theme
 * (all shared singletons, so a remote's hooks find the shell's contexts). The error boundary is
 * the last line of defence; AuthGate shows "Loading {siteName}" until the session is known.
 */
export function App({ queryClient }: AppProps) {
  const [router] = useState(createShellRouter);
  useRemoteStatusAttribute();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AppErrorBoundary>
          <AuthGate siteName={getRuntimeConfig().siteName}>
            <RouterProvider router={router} />
          </AuthGate>
          <Toaster />
        </AppErrorBoundary>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
