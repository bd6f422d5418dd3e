import { createQueryClient, ThemeProvider } from '@newsroom/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditIntro } from './CreditIntro.tsx';
import { creditProfileQuery, mapCreditProfile, paragraphsOf, type CreditProfile } from './creditProfile.ts';

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';

function renderIntro(kind: 'author' | 'topic', profile: CreditProfile | null) {
  const client = createQueryClient();
  client.setQueryData(creditProfileQuery(kind, 'subject').queryKey, profile);
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider global={false}>
        <CreditIntro kind={kind} slug="subject" name="Rudo Dube" />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('CreditIntro', () => {
  it("shows an author's long bio in paragraphs, HTML as text, and their e-mail for readers", () => {
    const { container } = renderIntro('author', {
      id: 'a1',
      text: `Covers the courts.\n\n${HOSTILE}`,
      email: 'rudo@news.example',
    });
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['Covers the courts.', HOSTILE, 'Email Rudo Dube']);
    expect(container.querySelector('script, img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Email Rudo Dube' })).toHaveAttribute('href', 'mailto:rudo@news.example');
  });

  it("shows a topic's description; nothing when there is none", () => {
    const { container } = renderIntro('topic', { id: 't1', text: 'Our coverage of the vote.', email: '' });
    expect(container.textContent).toBe('Our coverage of the vote.');
    expect(renderIntro('topic', { id: 't2', text: '', email: '' }).container.textContent).toBe('');
  });
});

describe('mapCreditProfile', () => {
  it('keeps only an e-mail a mailto: link cannot misread', () => {
    expect(mapCreditProfile({ id: 'a', bio_long: 'Bio', public_email: 'x@y.example' })?.email).toBe('x@y.example');
    expect(mapCreditProfile({ id: 'a', public_email: 'x@y.example?cc=z@w.example&body=<b>' })?.email).toBe('');
    expect(mapCreditProfile({ id: 't', description: 'Intro' })).toEqual({ id: 't', text: 'Intro', email: '' });
    expect(mapCreditProfile(null)).toBeNull();
  });

  it('splits a long text on blank lines', () => {
    expect(paragraphsOf(' One.\n\n\n Two\nlines. \n  \n')).toEqual(['One.', 'Two\nlines.']);
  });
});
