// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { authStore, toast, type AuthState } from '@newsroom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAdmin } from './RequireAdmin.tsx';
import { RequireAuth } from './RequireAuth.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));
const toastError = vi.mocked(toast.error);

const user = { id: 'u1', email: 'u1@example.com' } as AuthState['user'];

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/auth" element={<p>Auth page</p>} />
          <Route path="/blog-management" element={<RequireAuth>Console</RequireAuth>} />
          <Route path="/admin" element={<RequireAdmin>Dashboard</RequireAdmin>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('route guards', () => {
  afterEach(() => {
    cleanup();
    toastError.mockClear();
  });

  it('sends signed-out visitors of /blog-management and /admin to /auth', () => {
    authStore.setState({ status: 'signedOut', user: null, isAdmin: false, adminStatus: 'known' });
    renderAt('/blog-management');
    expect(screen.getByText('Auth page')).toBeInTheDocument();
    cleanup();
    renderAt('/admin');
    expect(screen.getByText('Auth page')).toBeInTheDocument();
  });

  it('lets any signed-in user into /blog-management', () => {
    authStore.setState({ status: 'signedIn', user, isAdmin: false, adminStatus: 'known' });
    renderAt('/blog-management');
    expect(screen.getByText('Console')).toBeInTheDocument();
  });

  it('waits for the admin check, then sends a non-admin home with the access-denied toast', () => {
    authStore.setState({ status: 'signedIn', user, isAdmin: false, adminStatus: 'checking' });
    renderAt('/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    expect(screen.queryByText('Dashboard')).toBeNull();
    act(() => authStore.setState({ adminStatus: 'known' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Access denied. Admin privileges required.', { id: 'access-denied' });
  });

  it('opens /admin for an admin', () => {
    authStore.setState({ status: 'signedIn', user, isAdmin: true, adminStatus: 'known' });
    renderAt('/admin');
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });
});
