import { describe, expect, it } from 'vitest';
import { noticeMail } from './noticeMail.ts';

const LINKS = { siteName: 'The Daily Chronicle', siteUrl: 'https://chronicle.example' };

describe('noticeMail', () => {
  it('says what was assigned, on one subject line, and links to the story in the console', () => {
    const mail = noticeMail(LINKS, {
      id: 1,
      kind: 'assigned',
      storyId: 's1',
      title: 'Budget\r\nBcc: x@example.com',
      note: null,
      email: 'reporter@example.com',
    });
    expect(mail.subject).toBe('Assigned to you: Budget Bcc: x@example.com');
    expect(mail.to).toBe('reporter@example.com');
    expect(mail.text).toContain('https://chronicle.example/blog-management?tab=stories&story=s1');
  });

  it('carries the editor’s note, escaped in the HTML', () => {
    const mail = noticeMail(LINKS, {
      id: 2,
      kind: 'back_with_notes',
      storyId: 's2',
      title: 'Floods <b>',
      note: 'Check <script> quotes\nand names',
      email: 'reporter@example.com',
    });
    expect(mail.subject).toBe('Back with notes: Floods <b>');
    expect(mail.text).toContain('Check <script> quotes\nand names');
    expect(mail.html).toContain('Check &#60;script&#62; quotes<br>and names');
    expect(mail.html).not.toContain('<script>');
  });
});
