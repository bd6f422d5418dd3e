import { describe, expect, it } from 'vitest';
import { rateLimitedMessage } from './rateLimited.ts';

describe('rateLimitedMessage', () => {
  it('is the refusal’s own sentence for a rate-limited write only', () => {
    const message = 'Too many story tips from your connection. Please try again later.';
    expect(rateLimitedMessage({ hint: 'rate_limited', message })).toBe(message);
    expect(rateLimitedMessage({ hint: null, message: 'duplicate key' })).toBeNull();
    expect(rateLimitedMessage(null)).toBeNull();
  });
});
