// A staff notice's mail (decision 190), shared by the local backend's staffMail worker and the
// staff-mail-send edge function, so both send the same words.

/** One message to one address (the backend's mailer takes it as it is). */
export interface NoticeMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A claimed row of staff_notices with its recipient's address. */
export interface StaffNotice {
  id: number;
  kind: 'assigned' | 'back_with_notes';
  storyId: string;
  title: string;
  note: string | null;
  email: string;
}

export interface NoticeLinks {
  siteName: string;
  siteUrl: string;
}

const SUBJECTS: Record<StaffNotice['kind'], string> = {
  assigned: 'Assigned to you',
  back_with_notes: 'Back with notes',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The story's form in the console (the Stories tab, where the notice waits too). */
const storyUrl = (links: NoticeLinks, storyId: string) =>
  `${links.siteUrl}/blog-management?tab=stories&story=${encodeURIComponent(storyId)}`;

/** "Assigned to you: <title>" / "Back with notes: <title>", with the editor's note and the console's link. */
export function noticeMail(links: NoticeLinks, notice: StaffNotice): NoticeMessage {
  // A header is one line: a title never breaks the subject.
  const title = notice.title.replace(/[\r\n]+/g, ' ').trim();
  const subject = `${SUBJECTS[notice.kind]}: ${title}`;
  const lead =
    notice.kind === 'assigned'
      ? `The desk has given you “${title}”.`
      : `“${title}” is back with you from the desk, with these notes:`;
  const url = storyUrl(links, notice.storyId);
  const text = [lead, notice.note ?? '', `Open it in the console: ${url}`, `— ${links.siteName}`]
    .filter(Boolean)
    .join('\n\n');
  const note = notice.note ? `<blockquote>${escapeHtml(notice.note).replaceAll('\n', '<br>')}</blockquote>` : '';
  const html = `<p>${escapeHtml(lead)}</p>${note}<p><a href="${escapeHtml(url)}">Open it in the console</a></p><p>— ${escapeHtml(links.siteName)}</p>`;
  return { to: notice.email, subject, text, html };
}
