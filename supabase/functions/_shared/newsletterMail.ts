// The newsletter's mails, HTML and plain text, for the local backend's sender and the hosted
// edge function alike (no imports: it runs under Node and Deno). Decision 150.

/** One message to one recipient. */
export interface NewsletterMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

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
export function confirmationMail(links: NewsletterLinks, recipient: NewsletterRecipient): NewsletterMail {
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

/** A story as the edition stores it (newsletter_sends.payload, private.morning_edition_stories). */
export interface EditionStory {
  id: string;
  title: string;
  category: string;
  summary: string;
  imageUrl: string | null;
  imageAlt: string;
  featured: boolean;
  /** The story's address (decision 206); absent in editions queued before slugs. */
  slug?: string | null;
}

export interface EditionPayload {
  day: string;
  stories: EditionStory[];
}

/** The story's address: its slug, else its id (which redirects to the slug). */
function storyUrl(links: NewsletterLinks, story: EditionStory): string {
  return `${links.siteUrl}/story/${encodeURIComponent(story.slug || story.id)}`;
}

/** Only absolute http(s) images are shown: a mail cannot load the site's relative paths. */
function imageOf(story: EditionStory): string {
  if (!story.imageUrl || !/^https?:\/\//i.test(story.imageUrl)) return '';
  return `<img src="${escapeHtml(story.imageUrl)}" alt="${escapeHtml(story.imageAlt)}" width="560" style="max-width:100%;height:auto">`;
}

function longDate(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The morning edition: the last 24 hours' top stories, featured first, with images and summaries. */
export function morningEditionMail(
  links: NewsletterLinks,
  recipient: NewsletterRecipient,
  edition: EditionPayload,
): NewsletterMail {
  const site = escapeHtml(links.siteName);
  const stories = edition.stories
    .map(
      (story) => `<article style="margin:0 0 24px">${imageOf(story)}
<p style="margin:8px 0 0;font-size:12px;text-transform:uppercase;color:#555">${story.featured ? 'Featured · ' : ''}${escapeHtml(story.category)}</p>
<h2 style="margin:4px 0"><a href="${escapeHtml(storyUrl(links, story))}">${escapeHtml(story.title)}</a></h2>
<p style="margin:0">${escapeHtml(story.summary)}</p></article>`,
    )
    .join('\n');
  const text = edition.stories
    .map(
      (story) =>
        `${story.featured ? 'FEATURED: ' : ''}${story.title}\n${story.summary}\nRead: ${storyUrl(links, story)}\n`,
    )
    .join('\n');
  return {
    to: recipient.email,
    subject: `The morning edition: ${edition.stories[0]?.title ?? longDate(edition.day)}`,
    html: `<!doctype html><html><body style="font-family:Georgia,serif;max-width:600px;margin:auto">
<h1>${site}: the morning edition</h1><p>${escapeHtml(longDate(edition.day))}</p>
${stories}
${htmlFooter(links, recipient)}</body></html>`,
    text: `${links.siteName}: the morning edition\n${longDate(edition.day)}\n\n${text}\n${textFooter(links, recipient)}`,
    headers: unsubscribeHeaders(links, recipient),
  };
}

/** A breaking alert as its send stores it (private.queue_breaking_alert_send). */
export interface AlertPayload {
  title: string;
  description: string;
  /** The item's own link: an http(s) address or a site path such as /story/<id>; null: the site. */
  url: string | null;
}

/** Where the alert's "Read more" goes: the item's link (a site path made absolute), else the home page. */
export function alertLink(links: Pick<NewsletterLinks, 'siteUrl'>, url: string | null): string {
  if (url && /^https?:\/\//i.test(url)) return url;
  if (url && /^\/[^/\\]/.test(url)) return `${links.siteUrl.replace(/\/+$/, '')}${url}`;
  return `${links.siteUrl}/`;
}

/** A breaking-news alert: one short mail, at most one every 10 minutes per subscriber. */
export function breakingAlertMail(
  links: NewsletterLinks,
  recipient: NewsletterRecipient,
  alert: AlertPayload,
): NewsletterMail {
  const url = alertLink(links, alert.url);
  const description = alert.description ? `<p>${escapeHtml(alert.description)}</p>` : '';
  return {
    to: recipient.email,
    subject: `Breaking: ${alert.title}`,
    html: `<!doctype html><html><body style="font-family:Georgia,serif;max-width:600px;margin:auto">
<p style="color:#b91c1c;font-weight:bold;text-transform:uppercase">Breaking news</p>
<h1>${escapeHtml(alert.title)}</h1>${description}
<p><a href="${escapeHtml(url)}">Read more on ${escapeHtml(links.siteName)}</a></p>
${htmlFooter(links, recipient)}</body></html>`,
    text: `BREAKING NEWS\n\n${alert.title}\n${alert.description ? `${alert.description}\n` : ''}\nRead more: ${url}\n\n${textFooter(links, recipient)}`,
    headers: unsubscribeHeaders(links, recipient),
  };
}

/** A claimed delivery as both senders see it (public.newsletter_claim_deliveries). */
export interface DeliveryToRender {
  kind: string;
  /** The subscriber's status now: pending, confirmed or unsubscribed. */
  status: string;
  payload: unknown;
  recipient: NewsletterRecipient;
}

/**
 * What one recipient of a send gets, or null when they must not get it any more (confirmed or
 * unsubscribed since a confirmation was queued; unsubscribed since an edition or alert was).
 */
export function mailForDelivery(links: NewsletterLinks, delivery: DeliveryToRender): NewsletterMail | null {
  const { kind, status, payload, recipient } = delivery;
  if (kind === 'confirmation') {
    return status === 'pending' && recipient.confirmToken ? confirmationMail(links, recipient) : null;
  }
  if (status !== 'confirmed') return null;
  if (kind === 'morning_edition') return morningEditionMail(links, recipient, payload as EditionPayload);
  return breakingAlertMail(links, recipient, payload as AlertPayload);
}
