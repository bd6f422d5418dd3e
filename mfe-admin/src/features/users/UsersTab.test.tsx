import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, fakeSupabase, type FakeRequest } from '../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { UsersTab } from './UsersTab.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const row = (id: string, email: string, roles: string[], fullName: string | null = null) => ({
  id,
  email,
  full_name: fullName,
  created_at: '2026-11-01T10:00:00Z',
  last_sign_in_at: null,
  roles,
  total_count: 3,
});
const USERS = [
  row('admin-1', 'admin@example.com', ['admin'], 'Site Admin'),
  row('editor-1', 'editor@example.com', ['editor']),
  row('reader-1', 'reader@example.com', [], 'Regular Reader'),
];
const AUDIT = [
  {
    id: 'a1',
    action: 'granted',
    role: 'editor',
    target_user_id: 'editor-1',
    target_email: 'editor@example.com',
    actor_user_id: null,
    actor_email: null,
    created_at: '2026-11-20T09:00:00Z',
  },
];

let roleCalls: FakeRequest[] = [];

function respond(request: FakeRequest) {
  if (request.table === 'rpc:admin_search_users') return { data: USERS };
  if (request.table === 'rpc:set_user_role') {
    roleCalls.push(request);
    return { data: ['editor'] };
  }
  if (request.table === 'role_audit_log') return { data: AUDIT };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  roleCalls = [];
  fakeSupabase.respondWith(respond);
});

const rowOf = (email: string) => screen.getByRole('rowheader', { name: new RegExp(`^${email}`) }).closest('tr')!;

describe('UsersTab', () => {
  it('lists accounts with name, created date and roles, and the audit trail', async () => {
    renderWithProviders(<UsersTab />);
    await screen.findByRole('rowheader', { name: 'admin@example.com (you)' });
    const reader = rowOf('reader@example.com');
    expect(within(reader).getByText('Regular Reader')).toBeInTheDocument();
    expect(within(reader).getByText('1 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Editor: editor@example.com' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Admin: reader@example.com' })).not.toBeChecked();
    expect(screen.getByText('Showing 1–3 of 3 accounts')).toBeInTheDocument();
    const audit = await screen.findByRole('table', { name: 'Role changes' });
    expect(within(audit).getByText('System')).toBeInTheDocument();
    expect(within(audit).getByText('Granted editor')).toBeInTheDocument();
  });

  it('reads on a phone: the accounts table, e-mail first, scrolls in its own focusable box', async () => {
    renderWithProviders(<UsersTab />);
    await screen.findByRole('rowheader', { name: 'admin@example.com (you)' });
    const box = screen.getByRole('region', { name: 'Accounts and their roles' });
    expect(box).toHaveAttribute('tabindex', '0');
    const table = within(box).getByRole('table', { name: 'Accounts and their roles' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('E-mail');
    // Wider than a phone, so it scrolls rather than wrapping each column to one letter a line.
    expect(Number.parseFloat(getComputedStyle(table).minWidth)).toBeGreaterThan(412);
  });

  it('links the Security page where staff set up two-factor sign-in', async () => {
    renderWithProviders(<UsersTab />);
    const panel = await screen.findByRole('region', { name: 'Two-Factor Sign-In' });
    expect(within(panel).getByRole('link', { name: 'Security page' })).toHaveAttribute('href', '/account/security');
  });

  it('says why a two-factor rule was not changed when the database hides the row from this admin', async () => {
    fakeSupabase.respondWith((request) =>
      request.table === 'two_factor_requirements' && !argsOf(request, 'update')
        ? { data: [{ role: 'editor', required: false }] }
        : respond(request),
    );
    renderWithProviders(<UsersTab />);
    const panel = await screen.findByRole('region', { name: 'Two-Factor Sign-In' });
    await userEvent.click(await within(panel).findByRole('checkbox', { name: /editors$/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Not allowed: sign in with your authenticator app code first.',
    );
  });

  it('grants editor through set_user_role', async () => {
    renderWithProviders(<UsersTab />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Editor: reader@example.com' }));
    await vi.waitFor(() => expect(roleCalls).toHaveLength(1));
    expect(argsOf(roleCalls[0], 'rpc')?.[0]).toEqual({
      target_user_id: 'reader-1',
      role_name: 'editor',
      enabled: true,
    });
  });

  it('grants and removes the contributor role through set_user_role (decision 183)', async () => {
    renderWithProviders(<UsersTab />);
    const box = await screen.findByRole('checkbox', { name: 'Contributor: reader@example.com' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await vi.waitFor(() => expect(roleCalls).toHaveLength(1));
    expect(argsOf(roleCalls[0], 'rpc')?.[0]).toEqual({
      target_user_id: 'reader-1',
      role_name: 'contributor',
      enabled: true,
    });
  });

  it('asks before making someone an admin', async () => {
    renderWithProviders(<UsersTab />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Admin: editor@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make this account an admin?' });
    expect(dialog).toHaveTextContent('editor@example.com will be able to manage');
    expect(roleCalls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await vi.waitFor(() => expect(roleCalls).toHaveLength(1));
    expect(argsOf(roleCalls[0], 'rpc')?.[0]).toEqual({ target_user_id: 'editor-1', role_name: 'admin', enabled: true });
  });

  it('never offers to grant yourself a role', async () => {
    renderWithProviders(<UsersTab />);
    expect(await screen.findByRole('checkbox', { name: 'Editor: admin@example.com' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Admin: admin@example.com' })).toBeDisabled();
  });

  it("shows the database's reason when the last admin tries to step down", async () => {
    fakeSupabase.respondWith((request) =>
      request.table === 'rpc:set_user_role'
        ? { error: { code: 'P0001', message: 'The last admin cannot remove their own admin role.' } }
        : respond(request),
    );
    renderWithProviders(<UsersTab />);
    await screen.findByRole('rowheader', { name: 'admin@example.com (you)' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove my admin role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove your own admin role?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove my admin role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The last admin cannot remove their own admin role.');
  });

  it('searches by e-mail or name from the first page', async () => {
    renderWithProviders(<UsersTab />);
    await screen.findByRole('rowheader', { name: 'admin@example.com (you)' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by e-mail or name' }), ' reader ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(
        fakeSupabase.made('rpc:admin_search_users').some((request) => {
          const args = argsOf(request, 'rpc')?.[0] as { search: string; skip_rows: number };
          return args.search === 'reader' && args.skip_rows === 0;
        }),
      ).toBe(true),
    );
  });

  it('says when the list cannot be loaded', async () => {
    fakeSupabase.respondWith((request) =>
      request.table === 'rpc:admin_search_users' ? { error: { code: '42501', message: 'no' } } : respond(request),
    );
    renderWithProviders(<UsersTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data: Failed to load users');
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });
});
