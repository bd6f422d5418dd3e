import type { WorkingCopyState } from '@newsroom/shared/coedit';
import { describe, expect, it } from 'vitest';
import { announcementFor, SAVE_STATUS, saveStatus } from './saveStatus.ts';

const copy = (change: Partial<WorkingCopyState>): WorkingCopyState => ({
  status: 'synced',
  saved: true,
  error: null,
  ...change,
});
const status = (change: Partial<WorkingCopyState>, browserOnline = true, notKept = false) =>
  saveStatus({ copy: copy(change), browserOnline, notKept });

describe('saveStatus', () => {
  it('follows the working copy: saved, saving, offline, refused', () => {
    expect(status({})).toEqual({ kind: 'saved', text: 'All changes saved' });
    expect(status({ saved: false })).toEqual({ kind: 'saving', text: 'Saving…' });
    expect(status({ status: 'offline', saved: false })).toEqual({ kind: 'offline', text: SAVE_STATUS.offlineKept });
    expect(status({ status: 'offline' }).text).toBe(SAVE_STATUS.offlineNothingUnsaved);
    expect(status({ status: 'offline', saved: false }, true, true).text).toBe(SAVE_STATUS.offlineNotKept);
    expect(status({ saved: false, error: 'permission denied for story' })).toEqual({
      kind: 'refused',
      text: 'Not saved: permission denied for story',
    });
  });

  it('takes the browser offline flag as a hint only: a failed save is offline, a saved copy stays saved', () => {
    expect(status({ saved: false, error: 'Failed to fetch' }, false).kind).toBe('offline');
    expect(status({}, false).kind).toBe('saved');
  });

  it('announces going offline, a refusal and being saved again, not each keystroke', () => {
    const offline = status({ status: 'offline', saved: false });
    expect(announcementFor('saved', status({ saved: false }))).toBeNull();
    expect(announcementFor('saved', status({}))).toBeNull();
    expect(announcementFor('saved', offline)).toBe(`Connection lost. ${SAVE_STATUS.offlineKept}`);
    expect(announcementFor('offline', offline)).toBeNull();
    expect(announcementFor('offline', status({ saved: false }))).toBeNull();
    expect(announcementFor('offline', status({}))).toBe('Back online: all changes saved');
    expect(announcementFor('saved', status({ saved: false, error: 'Story gone' }))).toBe('Not saved: Story gone');
    expect(announcementFor('refused', status({ saved: false, error: 'Story gone' }))).toBeNull();
  });
});
