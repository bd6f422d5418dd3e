import { describe, expect, it } from 'vitest';
import { mapRoleAuditRow } from './roleAudit.ts';

const row = {
  id: '1',
  action: 'granted',
  role: 'editor',
  target_user_id: 'u-2',
  target_email: 'reader@example.com',
  actor_user_id: 'u-1',
  actor_email: 'admin@example.com',
  created_at: '2026-11-22T10:00:00Z',
};

describe('mapRoleAuditRow', () => {
  it('says who changed whose role, what and when', () => {
    expect(mapRoleAuditRow(row)).toEqual({
      id: '1',
      when: '2026-11-22T10:00:00Z',
      actor: 'admin@example.com',
      account: 'reader@example.com',
      change: 'Granted editor',
    });
  });

  it('names changes without a user "System" and falls back to ids for deleted accounts', () => {
    const entry = mapRoleAuditRow({
      ...row,
      action: 'revoked',
      actor_user_id: null,
      actor_email: null,
      target_email: null,
    });
    expect(entry).toMatchObject({ actor: 'System', account: 'u-2', change: 'Revoked editor' });
  });
});
