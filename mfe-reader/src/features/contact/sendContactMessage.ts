import type { ActionResult } from '@newsroom/shared';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export const CONTACT_MESSAGES = {
  required: 'Please fill in all fields.',
  sent: 'Message sent successfully!',
  failedPrefix: 'Failed to send message.',
  tryAgain: 'Please try again.',
} as const;

/** All three fields are required (after trimming). */
export function validateContact(input: ContactMessage): string | null {
  return input.name.trim() && input.email.trim() && input.message.trim() ? null : CONTACT_MESSAGES.required;
}

async function serverError(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
      return body.error;
    }
  } catch {
    // A body that is not JSON carries no message for the reader.
  }
  return null;
}

/**
 * POST /api/contact with JSON { name, email, message }. Success is an ok status; a
 * failure's JSON may carry an `error` to show; a network failure gets the generic message.
 */
export async function sendContactMessage(
  input: ContactMessage,
  fetchImpl: typeof fetch = fetch,
  endpoint = '/api/contact',
): Promise<ActionResult> {
  const body = { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() };
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.error('Contact request failed', error);
    return { ok: false, message: `${CONTACT_MESSAGES.failedPrefix} ${CONTACT_MESSAGES.tryAgain}` };
  }
  if (response.ok) return { ok: true, message: CONTACT_MESSAGES.sent };
  const detail = await serverError(response);
  return { ok: false, message: `${CONTACT_MESSAGES.failedPrefix} ${detail ?? CONTACT_MESSAGES.tryAgain}` };
}
