import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { MessageStore } from './messageStore.ts';

/** The parts of a parsed message the store reads. */
function parsed(send: string, messageId: string): ParsedMail {
  return {
    headerLines: [
      { key: 'x-newsroom-send', line: `X-Newsroom-Send: ${send}` },
      { key: 'message-id', line: `Message-ID: ${messageId}` },
    ],
    subject: 'The morning edition',
    text: 'Today',
  } as unknown as ParsedMail;
}

describe('MessageStore.delivery', () => {
  it('counts recipients, extra copies, and extra copies a receiver could not collapse by Message-ID', () => {
    const store = new MessageStore(10);
    store.add(['a@example.com'], parsed('s1', '<s1.a@site>'));
    store.add(['b@example.com'], parsed('s1', '<s1.b@site>'));
    // The sender died between the catcher's 250 and its "sent" mark: the same message again.
    store.add(['a@example.com'], parsed('s1', '<s1.a@site>'));
    // A copy made anew (a new Message-ID): what a receiver would show twice.
    store.add(['b@example.com'], parsed('s1', '<s1.b.retry@site>'));
    store.add(['a@example.com'], parsed('s2', '<s2.a@site>'));

    expect(store.delivery('s1')).toEqual({ recipients: 2, duplicates: 2, duplicatesWithNewMessageId: 1 });
    expect(store.delivery('s2')).toEqual({ recipients: 1, duplicates: 0, duplicatesWithNewMessageId: 0 });
    expect(store.delivery('unknown')).toEqual({ recipients: 0, duplicates: 0, duplicatesWithNewMessageId: 0 });
  });
});
