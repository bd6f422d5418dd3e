import { describe, expect, it } from 'vitest';
import { invitationState, type Invitation } from './useInvitations.ts';

const base: Invitation = {
  id: 'i1',
  email: 'new@example.com',
  role: 'editor',
  created_at: '2026-11-26T10:00:00Z',
  expires_at: '2026-11-27T10:00:00Z',
  accepted_at: null,
  opened_at: null,
};

describe('invitationState', () => {
  it('is accepted once accepted, expired after its 24 hours, else pending', () => {
    const now = Date.parse('2026-11-27T09:59:59Z');
    expect(invitationState(base, now)).toBe('pending');
    expect(invitationState(base, Date.parse('2026-11-27T10:00:00Z'))).toBe('expired');
    expect(invitationState({ ...base, accepted_at: '2026-11-26T11:00:00Z' }, now + 3_600_000)).toBe('accepted');
  });

  it('a link opened without a password set is not accepted (a mail scanner may have opened it)', () => {
    const opened = { ...base, opened_at: '2026-11-26T10:05:00Z' };
    expect(invitationState(opened, Date.parse('2026-11-27T09:00:00Z'))).toBe('opened');
  });

  it('an opened invitation past its 24 hours is expired: a password set then grants nothing', () => {
    const opened = { ...base, opened_at: '2026-11-26T10:05:00Z' };
    expect(invitationState(opened, Date.parse('2026-11-28T10:00:00Z'))).toBe('expired');
  });
});
