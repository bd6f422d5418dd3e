import type { OutgoingMail } from '../mail/mailer.ts';

/** Where a subscriber's links lead: the portal's pages and the one-click endpoint (RFC 8058). */
export interface NewsletterLinks {
  siteName: string;
  /** The portal: /newsletter/confirm and /newsletter/manage. */
  siteUrl: string;
  /** The API: /functions/v1/newsletter-unsubscribe (a POST there unsubscribes, no page). */
  apiUrl: string;
}

export interface NewsletterRecipient {
  email: string;
  confirmToken: string | null;
  manageToken: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

export function manageUrl(links: NewsletterLinks, token: string): string {
  return `${links.siteUrl}/newsletter/manage?token=${token}`;
}

export function oneClickUrl(links: NewsletterLinks, token: string): string {
  return `${links.apiUrl}/functions/v1/newsletter-unsubscribe?token=${token}`;
}

/** Every newsletter mail: one-click unsubscribe (RFC 8058) and the manage page, in headers and footer. */
export function unsubscribeHeaders(links: NewsletterLinks, recipient: NewsletterRecipient): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl(links, recipient.manageToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function htmlFooter(links: NewsletterLinks, recipient: NewsletterRecipient): string {
  const manage = escapeHtml(manageUrl(links, recipient.manageToken));
  return `<hr><p style="font-size:12px;color:#555">You get this mail because this address subscribed to ${escapeHtml(links.siteName)}'s newsletter. <a href="${manage}">Change your choices or unsubscribe</a>.</p>`;
}

export function textFooter(links: NewsletterLinks, recipient: NewsletterRecipient): string {
  return `--\nYou get this mail because this address subscribed to ${links.siteName}'s newsletter.\nChange your choices or unsubscribe: ${manageUrl(links, recipient.manageToken)}\n`;
}

/** The double opt-in mail: nothing else is sent to the address until its link is followed. */
export function confirmationMail(links: NewsletterLinks, recipient: NewsletterRecipient): OutgoingMail {
  const confirm = `${links.siteUrl}/newsletter/confirm?token=${recipient.confirmToken ?? ''}`;
  const site = escapeHtml(links.siteName);
  return {
    to: recipient.email,
    subject: `Confirm your subscription to ${links.siteName}`,
    html: `<!doctype html><html><body><h1>Confirm your subscription</h1>
<p>Someone, probably you, asked for ${site}'s newsletter at this address. Nothing will be sent until you confirm.</p>
<p><a href="${escapeHtml(confirm)}">Confirm my subscription</a></p>
<p>If you did not ask for it, ignore this mail: you will not hear from us again.</p>
${htmlFooter(links, recipient)}</body></html>`,
    text: `Confirm your subscription\n\nSomeone, probably you, asked for ${links.siteName}'s newsletter at this address. Nothing will be sent until you confirm.\n\nConfirm my subscription: ${confirm}\n\nIf you did not ask for it, ignore this mail: you will not hear from us again.\n\n${textFooter(links, recipient)}`,
    headers: unsubscribeHeaders(links, recipient),
  };
}
