/**
 * A mailto: link that answers a message: the sender's address as the recipient, the subject filled.
 * Every part is percent-encoded, so an address like "a?bcc=x@y.org" (valid for the contact form)
 * cannot add recipients or headers; "@" stays readable, as mail clients expect.
 */
export function replyLink(email: string, siteName: string): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  const subject = encodeURIComponent(`Re: your message to ${siteName}`);
  return `mailto:${to}?subject=${subject}`;
}
