import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { mapErrorReport, type ErrorReportRow } from './errorReport.ts';
import { ErrorReportsInbox } from './ErrorReportsInbox.tsx';

const hooks = vi.hoisted(() => ({
  reports: { data: [] as unknown[], error: null, refetch: vi.fn() },
  change: { mutate: vi.fn(), isPending: false },
}));
vi.mock('./useErrorReports.ts', () => ({
  useErrorReports: () => hooks.reports,
  useChangeReport: () => hooks.change,
}));

const row = (overrides: Partial<ErrorReportRow>): ErrorReportRow => ({
  id: 'r1',
  description: 'The vote was on Tuesday. <img src=x onerror=alert(1)>',
  source_url: 'javascript:alert(1)',
  email: 'reader@example.org',
  status: 'new',
  correction_id: null,
  created_at: '2026-11-22T08:00:00Z',
  news_stories: {
    id: 's1',
    title: 'Council vote',
    story_corrections: [
      { id: 'c1', kind: 'correction', note: 'Tuesday, not Monday.', published_at: '2026-11-22T09:00:00Z' },
    ],
  },
  ...overrides,
});

describe('ErrorReportsInbox', () => {
  beforeEach(() => {
    hooks.change.mutate.mockReset();
    hooks.reports.data = [
      row({}),
      row({ id: 'r2', status: 'declined', source_url: 'https://example.org/result', news_stories: null }),
    ].map(mapErrorReport);
  });

  it("lists reports with the reader's words as text, linked to the story; filters by status", async () => {
    const onOpenStory = vi.fn();
    renderWithRouter(<ErrorReportsInbox onOpenStory={onOpenStory} onBack={vi.fn()} />);
    const first = document.querySelector('[data-report-id="r1"]') as HTMLElement;
    expect(within(first).getByText(/The vote was on Tuesday\. <img/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    // A hostile source is never linked; an http(s) one is, without the console's referrer.
    expect(within(first).queryByText('Source:')).toBeNull();
    expect(screen.getByRole('link', { name: 'https://example.org/result' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(within(first).getByRole('link', { name: 'reader@example.org' })).toHaveAttribute(
      'href',
      'mailto:reader%40example.org',
    );
    await userEvent.click(within(first).getByRole('button', { name: /Open story/ }));
    expect(onOpenStory).toHaveBeenCalledWith('s1');
    await userEvent.click(screen.getByRole('button', { name: 'Declined (1)' }));
    expect(screen.getByText('Story no longer available')).toBeInTheDocument();
    expect(screen.queryByText('Council vote')).not.toBeInTheDocument();
  });

  it('changes the status, and links the correction it led to (marking it corrected)', async () => {
    renderWithRouter(<ErrorReportsInbox onOpenStory={vi.fn()} onBack={vi.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText('Status of the report on Council vote'), 'in_progress');
    expect(hooks.change.mutate).toHaveBeenCalledWith({ id: 'r1', status: 'in_progress' });
    await userEvent.selectOptions(
      screen.getByLabelText('Correction it led to (Council vote)'),
      'Correction: Tuesday, not Monday.',
    );
    expect(hooks.change.mutate).toHaveBeenLastCalledWith({ id: 'r1', correctionId: 'c1', status: 'corrected' });
  });
});
