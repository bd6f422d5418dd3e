import type { PortalClient } from '@newsroom/shared';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_REPORT, REPORT_MESSAGES, sendErrorReport, validateReport } from './sendErrorReport.ts';

function clientAnswering(error: { message: string; code?: string; hint?: string } | null) {
  const insert = vi.fn().mockResolvedValue({ error });
  return { client: { from: vi.fn(() => ({ insert })) } as unknown as PortalClient, insert };
}

const report = { ...EMPTY_REPORT, description: '<b>Wrong</b> date', sourceUrl: ' https://example.org/a ' };

describe('validateReport', () => {
  it('needs a description of at most 5,000 characters', () => {
    expect(validateReport({ ...EMPTY_REPORT, description: ' \n ' })).toBe('Please describe the error.');
    expect(validateReport({ ...EMPTY_REPORT, description: 'x'.repeat(5001) })).toBe(REPORT_MESSAGES.tooLong);
    expect(validateReport({ ...EMPTY_REPORT, description: 'x'.repeat(5000) })).toBeNull();
  });

  it('takes http(s) source links only', () => {
    for (const sourceUrl of ['javascript:alert(1)', 'ftp://x.org/a', '//x.org', 'data:text/html,x']) {
      expect(validateReport({ ...report, sourceUrl }), sourceUrl).toBe(REPORT_MESSAGES.badSource);
    }
    expect(validateReport({ ...report, sourceUrl: 'HTTP://example.org' })).toBeNull();
  });
});

describe('sendErrorReport', () => {
  it('stores the report as typed (text, never markup), optional fields null when empty', async () => {
    const { client, insert } = clientAnswering(null);
    expect(await sendErrorReport('s1', report, client)).toEqual({ ok: true, message: REPORT_MESSAGES.thanks });
    expect(insert).toHaveBeenCalledWith({
      story_id: 's1',
      description: '<b>Wrong</b> date',
      source_url: 'https://example.org/a',
      email: null,
      website: null,
    });
  });

  it('says so when the story cannot take reports, or when over a request limit', async () => {
    expect(await sendErrorReport('s1', report, clientAnswering({ message: 'x', code: 'PT404' }).client)).toEqual({
      ok: false,
      message: REPORT_MESSAGES.unavailable,
    });
    const message = 'Too many error reports from your connection. Please try again later.';
    expect(await sendErrorReport('s1', report, clientAnswering({ message, hint: 'rate_limited' }).client)).toEqual({
      ok: false,
      message,
    });
  });

  it('answers the failure message when the insert is refused otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await sendErrorReport('s1', report, clientAnswering({ message: 'down' }).client)).toEqual({
      ok: false,
      message: REPORT_MESSAGES.failed,
    });
  });
});
