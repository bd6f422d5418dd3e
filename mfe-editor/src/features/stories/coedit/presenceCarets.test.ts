import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARET_SEND_MS, PresenceCarets } from './presenceCarets.ts';
import type { Person } from './presencePeople.ts';

afterEach(() => vi.useRealTimers());

const cursor = { anchor: { a: 1 }, head: { a: 2 } };
const admin: Person = {
  userId: 'admin',
  name: 'Site Admin',
  colour: '#0d47a1',
  isSelf: false,
  carets: [{ clientId: 7, cursor }],
  fields: [],
};

describe('PresenceCarets', () => {
  it('gives the caret plugin the others’ carets with their directory name and colour', () => {
    const carets = new PresenceCarets(1, vi.fn());
    const changed = vi.fn();
    carets.on('change', changed);
    carets.setPeople([admin, { ...admin, userId: 'me', isSelf: true, carets: [{ clientId: 1, cursor }] }]);
    expect(changed).toHaveBeenCalledOnce();
    expect(carets.getStates().get(7)).toEqual({ user: { name: 'Site Admin', color: '#0d47a1' }, cursor });
    // This console's own state is the local one, not one read back from presence.
    expect(carets.getStates().get(1)).toEqual({});
  });

  it('sends its own caret at most every CARET_SEND_MS, the latest one', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const carets = new PresenceCarets(1, send);
    carets.setLocalStateField('cursor', { anchor: 1, head: 1 });
    carets.setLocalStateField('cursor', cursor);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(CARET_SEND_MS);
    expect(send).toHaveBeenCalledExactlyOnceWith({ cursor, field: null });
    carets.setLocalStateField('cursor', null);
    vi.advanceTimersByTime(CARET_SEND_MS);
    expect(send).toHaveBeenLastCalledWith({ cursor: null, field: null });
  });

  it('sends the field with focus when focus moves, with the caret, and clears it on blur', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const carets = new PresenceCarets(1, send);
    carets.setField('title');
    vi.advanceTimersByTime(CARET_SEND_MS);
    expect(send).toHaveBeenCalledExactlyOnceWith({ cursor: null, field: 'title' });
    // The same field again (a keystroke, a click inside it) sends nothing.
    carets.setField('title');
    vi.advanceTimersByTime(CARET_SEND_MS);
    expect(send).toHaveBeenCalledOnce();
    // Title to text: the blur and the focus go out as one send, the field the focus reached.
    carets.setField(null);
    carets.setField('body');
    carets.setLocalStateField('cursor', cursor);
    vi.advanceTimersByTime(CARET_SEND_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ cursor, field: 'body' });
    carets.setField(null);
    vi.advanceTimersByTime(CARET_SEND_MS);
    expect(send).toHaveBeenLastCalledWith({ cursor, field: null });
  });
});
