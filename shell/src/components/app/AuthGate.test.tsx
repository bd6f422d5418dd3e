// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { authStore, getSupabase, initAuth } from '@newsroom/shared';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { AuthGate } from './AuthGate.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));
vi.mocked(initAuth).mockImplementation(async () => undefined);
vi.mocked(getSupabase).mockImplementation(() => undefined as never);

describe('AuthGate', () => {
  afterEach(cleanup);

  it('shows "Loading {siteName}" until the session is known, then the app', () => {
    authStore.setState({ status: 'loading' });
    renderWithProviders(
      <AuthGate siteName="The Daily Chronicle">
        <p>App content</p>
      </AuthGate>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading The Daily Chronicle');
    expect(screen.queryByText('App content')).toBeNull();
    expect(initAuth).toHaveBeenCalled();
    // The client first, the session restore after (each its own task while start-up work is held).
    expect(vi.mocked(getSupabase).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(initAuth).mock.invocationCallOrder[0],
    );
    act(() => authStore.setState({ status: 'signedOut' }));
    expect(screen.getByText('App content')).toBeVisible();
  });
});
