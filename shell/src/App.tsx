import { ThemeProvider } from '@newsroom/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createShellRouter } from './routes/router.tsx';

export interface AppProps {
  queryClient: QueryClient;
}

/**
 * The shell's providers. Remote pages render inside them: one router, one query cache, one theme
 * (all shared singletons, so a remote's hooks find the shell's contexts).
 */
export function App({ queryClient }: AppProps) {
  const [router] = useState(createShellRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
