import { describe, expect, it } from 'vitest';
import { replyLink } from './replyLink.ts';

describe('replyLink', () => {
  it('addresses the sender with the subject filled', () => {
    expect(replyLink('ann@example.com', 'The Daily Chronicle')).toBe(
      'mailto:ann@example.com?subject=Re%3A%20your%20message%20to%20The%20Daily%20Chronicle',
    );
  });

  it('cannot be turned into extra recipients or headers by the address', () => {
    const link = replyLink('a?bcc=spy@evil.example&x=1@example.com', 'Chronicle');
    expect(link.startsWith('mailto:a%3Fbcc%3Dspy@evil.example%26x%3D1@example.com?subject=')).toBe(true);
    expect(link.match(/\?/g)).toHaveLength(1);
  });
});
