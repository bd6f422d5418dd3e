import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, fakeSupabase, type FakeRequest } from '../../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { toastMock } from '../../../test/sharedMock.ts';
import { InviteStaffPanel } from './InviteStaffPanel.tsx';
import type { Invitation } from './useInvitations.ts';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

const invitation = (email: string, fields: Partial<Invitation> = {}): Invitation => ({
  id: `id-${email}`,
  email,
  role: 'editor',
  created_at: '2026-11-28T09:00:00Z',
  expires_at: '2099-11-29T09:00:00Z',
  accepted_at: null,
  opened_at: null,
  ...fields,
});

const INVITATIONS = [
  invitation('scanned@example.com', { opened_at: '2026-11-28T09:01:00Z' }),
  invitation('joined@example.com', { opened_at: '2026-11-28T09:02:00Z', accepted_at: '2026-11-28T09:03:00Z' }),
];

function respond(request: FakeRequest) {
  if (request.table === 'staff_invitations') return { data: INVITATIONS };
  return { data: {} };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respondWith(respond);
});

const item = async (email: string) =>
  within(await screen.findByRole('list', { name: 'Recent invitations' }))
    .getByText(new RegExp(`^${email}`))
    .closest('li')!;

describe('InviteStaffPanel', () => {
  it('shows a link opened without a password as pending, with Resend and Revoke; an accepted one has neither', async () => {
    renderWithProviders(<InviteStaffPanel />);
    const scanned = await item('scanned@example.com');
    expect(scanned).toHaveTextContent('Editor — Pending: link opened 28 Nov 2026, 09:01, no password set yet');
    expect(within(scanned).getByRole('button', { name: 'Resend invitation to scanned@example.com' })).toBeEnabled();
    expect(within(scanned).getByRole('button', { name: 'Revoke invitation to scanned@example.com' })).toBeEnabled();
    const joined = await item('joined@example.com');
    expect(joined).toHaveTextContent('Editor — Accepted');
    expect(within(joined).queryByRole('button')).toBeNull();
  });

  it('Resend mails a new invitation to the same address and role', async () => {
    renderWithProviders(<InviteStaffPanel />);
    await userEvent.click(
      within(await item('scanned@example.com')).getByRole('button', { name: /^Resend invitation/ }),
    );
    await vi.waitFor(() => expect(fakeSupabase.made('fn:invite-staff')).toHaveLength(1));
    const [options] = argsOf(fakeSupabase.made('fn:invite-staff')[0], 'invoke') as [{ body: unknown }];
    expect(options.body).toMatchObject({ email: 'scanned@example.com', role: 'editor' });
    await vi.waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith(
        'Invitation sent to scanned@example.com. The link in it works for 24 hours.',
      ),
    );
  });

  it('Revoke asks first, then ends the invitation through revoke_staff_invitation', async () => {
    renderWithProviders(<InviteStaffPanel />);
    await userEvent.click(
      within(await item('scanned@example.com')).getByRole('button', { name: /^Revoke invitation/ }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the invitation to scanned@example.com?' });
    expect(fakeSupabase.made('rpc:revoke_staff_invitation')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(fakeSupabase.made('rpc:revoke_staff_invitation')).toHaveLength(1));
    expect(argsOf(fakeSupabase.made('rpc:revoke_staff_invitation')[0], 'rpc')?.[0]).toEqual({
      invitation_id: 'id-scanned@example.com',
    });
    await vi.waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith(
        'Invitation to scanned@example.com revoked. Its link no longer works.',
      ),
    );
  });
});
