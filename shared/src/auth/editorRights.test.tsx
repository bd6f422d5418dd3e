import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTests } from '../testing/index.ts';
import { authStore } from './authStore.ts';
import { useEditorRights } from './editorRights.ts';

function clientAnswering(result: { data: unknown; error: unknown }) {
  const builder = {
    select: () => builder,
    eq: vi.fn(() => Promise.resolve(result)),
  };
  return { from: vi.fn(() => builder) } as unknown as SupabaseClient;
}

function renderRights(client: SupabaseClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useEditorRights(client), { wrapper });
}

function signIn(isAdmin = false) {
  authStore.setState({ status: 'signedIn', user: { id: 'user-1' } as never, isAdmin, adminStatus: 'known' });
}

describe('useEditorRights', () => {
  afterEach(() => resetAuthForTests());

  it('an editor may edit; not an admin', async () => {
    signIn();
    const { result } = renderRights(clientAnswering({ data: [{ role: 'editor' }], error: null }));
    expect(result.current.status).toBe('checking');
    await waitFor(() => expect(result.current.status).toBe('known'));
    expect(result.current).toMatchObject({ canEdit: true, isAdmin: false, roles: ['editor'] });
  });

  it('an admin may edit too', async () => {
    signIn(true);
    const { result } = renderRights(clientAnswering({ data: [{ role: 'admin' }], error: null }));
    await waitFor(() => expect(result.current.status).toBe('known'));
    expect(result.current).toMatchObject({ canEdit: true, isAdmin: true });
  });

  it('a signed-in user without a role may not', async () => {
    signIn();
    const { result } = renderRights(clientAnswering({ data: [], error: null }));
    await waitFor(() => expect(result.current.status).toBe('known'));
    expect(result.current).toMatchObject({ canEdit: false, isAdmin: false, error: null });
  });

  it('a failed lookup is an error to retry, and grants nothing', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderRights(clientAnswering({ data: null, error: { message: 'down' } }));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current).toMatchObject({ status: 'known', canEdit: false });
  });
});
