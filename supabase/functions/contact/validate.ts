/** Validation of the contact form, mirroring the contact_messages table checks. */
export const CONTACT_LIMITS = { name: 120, email: 254, message: 5000 } as const;

// Same shape the database's public.is_valid_email accepts.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export type ContactValidation = { ok: true; value: ContactMessage } | { ok: false; error: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function validateContact(body: Record<string, unknown>): ContactValidation {
  const value = { name: text(body.name), email: text(body.email), message: text(body.message) };
  if (!value.name || !value.email || !value.message) return { ok: false, error: 'Please fill in all fields.' };
  if (value.name.length > CONTACT_LIMITS.name) {
    return { ok: false, error: `Name must be at most ${CONTACT_LIMITS.name} characters.` };
  }
  if (value.email.length > CONTACT_LIMITS.email || !EMAIL_PATTERN.test(value.email)) {
    return { ok: false, error: 'Please enter a valid email address.' };
  }
  if (value.message.length > CONTACT_LIMITS.message) {
    return { ok: false, error: `Message must be at most ${CONTACT_LIMITS.message} characters.` };
  }
  return { ok: true, value };
}
