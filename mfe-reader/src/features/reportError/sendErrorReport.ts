import {
  failed,
  getSupabase,
  rateLimitedMessage,
  succeeded,
  type ActionResult,
  type PortalClient,
} from '@newsroom/shared';

/** The report form's fields (docs/product/standards.md#error-reports). `website` is the honeypot. */
export interface ErrorReport {
  description: string;
  sourceUrl: string;
  email: string;
  website: string;
}

export const EMPTY_REPORT: ErrorReport = { description: '', sourceUrl: '', email: '', website: '' };

/** The database's limit (story_error_reports_description_length). */
export const REPORT_MAX_CHARS = 5000;

export const REPORT_MESSAGES = {
  required: 'Please describe the error.',
  tooLong: `Please keep your report under ${REPORT_MAX_CHARS.toLocaleString('en-GB')} characters.`,
  badSource: 'The source link must start with http:// or https://.',
  badEmail: 'Please enter a valid e-mail address, or leave it empty.',
  thanks: 'Thank you. Your report has reached the editors.',
  unavailable: 'This story can no longer take error reports.',
  failed: 'Your report could not be sent. Please try again later.',
} as const;

const HTTP_URL = /^https?:\/\/[^/\s]\S*$/i;
const EMAIL = /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/;

/** The form's own checks, the database's in the reader's words (it checks them again). */
export function validateReport(report: ErrorReport): string | null {
  const description = report.description.trim();
  if (!description) return REPORT_MESSAGES.required;
  if (report.description.length > REPORT_MAX_CHARS) return REPORT_MESSAGES.tooLong;
  const source = report.sourceUrl.trim();
  if (source && (!HTTP_URL.test(source) || source.length > 2000)) return REPORT_MESSAGES.badSource;
  const email = report.email.trim();
  if (email && (!EMAIL.test(email) || email.length > 254)) return REPORT_MESSAGES.badEmail;
  return null;
}

/** Stores the report (anyone may insert; editors alone read them). */
export async function sendErrorReport(
  storyId: string,
  report: ErrorReport,
  client: PortalClient = getSupabase(),
): Promise<ActionResult> {
  try {
    const { error } = await client.from('story_error_reports').insert({
      story_id: storyId,
      description: report.description,
      source_url: report.sourceUrl.trim() || null,
      email: report.email.trim() || null,
      website: report.website || null,
    });
    if (!error) return succeeded(REPORT_MESSAGES.thanks);
    const limited = rateLimitedMessage(error);
    if (limited) return failed(limited);
    if (error.code === 'PT404') return failed(REPORT_MESSAGES.unavailable);
    console.error('Error report insert failed', error);
    return failed(REPORT_MESSAGES.failed);
  } catch (error) {
    console.error('Error report insert failed', error);
    return failed(REPORT_MESSAGES.failed);
  }
}
