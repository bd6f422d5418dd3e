// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { authStore, useEditorRights, type AuthState, type EditorRights } from '@newsroom/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireEditor } from './RequireEditor.tsx';

vi.mock('@newsroom/shared', async (original) => ({
  ...(await original<typeof import('@newsroom/shared')>()),
  useEditorRights: vi.fn(),
}));

const user = { id: 'u1', email: 'u1@example.com' } as AuthState['user'];

function rights(status: EditorRights['status'], canEdit: boolean): EditorRights {
  return { status, canEdit, isAdmin: false, roles: canEdit ? ['editor'] : [], error: null, retry: () => {} };
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/auth" element={<p>Auth page</p>} />
        <Route path="/puzzles/desk" element={<RequireEditor>Puzzle desk</RequireEditor>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireEditor (a registered route of access editor, decision 207)', () => {
  afterEach(cleanup);

  it('sends a signed-out visitor to /auth', () => {
    authStore.setState({ status: 'signedOut', user: null });
    vi.mocked(useEditorRights).mockReturnValue(rights('known', false));
    renderAt('/puzzles/desk');
    expect(screen.getByText('Auth page')).toBeInTheDocument();
  });

  it('waits for the role lookup, then lets an editor in', () => {
    authStore.setState({ status: 'signedIn', user });
    vi.mocked(useEditorRights).mockReturnValue(rights('checking', false));
    const { rerender } = renderAt('/puzzles/desk');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    expect(screen.queryByText('Puzzle desk')).toBeNull();
    vi.mocked(useEditorRights).mockReturnValue(rights('known', true));
    rerender(
      <MemoryRouter initialEntries={['/puzzles/desk']}>
        <Routes>
          <Route path="/puzzles/desk" element={<RequireEditor>Puzzle desk</RequireEditor>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Puzzle desk')).toBeInTheDocument();
  });

  it('sends a reader without an editing role home', () => {
    authStore.setState({ status: 'signedIn', user });
    vi.mocked(useEditorRights).mockReturnValue(rights('known', false));
    renderAt('/puzzles/desk');
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.queryByText('Puzzle desk')).toBeNull();
  });
});
