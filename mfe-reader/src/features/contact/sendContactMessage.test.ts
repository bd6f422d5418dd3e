import { describe, expect, it, vi } from 'vitest';
import { sendContactMessage, validateContact } from './sendContactMessage.ts';

const input = { name: ' Ann ', email: 'ann@example.com', message: 'Hello' };
const respond = (status: number, body: unknown) =>
  vi
    .fn()
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('validateContact', () => {
  it('requires all three fields', () => {
    expect(validateContact({ ...input, message: '  ' })).toBe('Please fill in all fields.');
    expect(validateContact(input)).toBeNull();
  });
});

describe('sendContactMessage', () => {
  it('posts JSON to /api/contact and reports success', async () => {
    const fetchImpl = respond(200, { ok: true });
    await expect(sendContactMessage(input, fetchImpl)).resolves.toEqual({
      ok: true,
      message: 'Message sent successfully!',
    });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ name: 'Ann', email: 'ann@example.com', message: 'Hello' });
  });

  it("shows the server's error, or Please try again. without one", async () => {
    expect((await sendContactMessage(input, respond(400, { error: 'Invalid email' }))).message).toBe(
      'Failed to send message. Invalid email',
    );
    expect((await sendContactMessage(input, respond(500, 'oops'))).message).toBe(
      'Failed to send message. Please try again.',
    );
  });

  it('reports a network failure with the generic message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await sendContactMessage(input, vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(result).toEqual({ ok: false, message: 'Failed to send message. Please try again.' });
    log.mockRestore();
  });
});
