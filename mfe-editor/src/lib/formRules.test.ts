import { describe, expect, it } from 'vitest';
import { httpUrlText, limitedText } from './formRules.ts';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('limitedText', () => {
  const title = limitedText('Title', 5, true, 'Please enter a title');

  it('requires more than spaces, with the message given', () => {
    expect(messageOf(title.safeParse('   '))).toBe('Please enter a title');
    expect(messageOf(limitedText('Source', 5, true).safeParse(''))).toBe('Source is required');
  });

  it('counts code points like PostgreSQL and keeps HTML as typed', () => {
    expect(title.safeParse('🎉🎉🎉🎉🎉').success).toBe(true);
    expect(messageOf(title.safeParse('abcdef'))).toBe('Title must be 5 characters or fewer.');
    expect(limitedText('Text', 100, false).parse('<b>bold</b>')).toBe('<b>bold</b>');
  });
});

describe('httpUrlText', () => {
  const url = httpUrlText('URL', 2048, true);

  it.each(['https://wire.example/a?b=c', 'http://wire.example'])('accepts %s', (value) => {
    expect(url.safeParse(value).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '/story/1', '//evil.example', 'https://user:pw@host.example'])(
    'refuses %s with a clear message',
    (value) => {
      expect(messageOf(url.safeParse(value))).toBe('URL must start with http:// or https://');
    },
  );

  it('is required when asked, optional otherwise', () => {
    expect(messageOf(url.safeParse(''))).toBe('URL is required');
    expect(httpUrlText('Link', 2048, false).safeParse('').success).toBe(true);
  });
});
