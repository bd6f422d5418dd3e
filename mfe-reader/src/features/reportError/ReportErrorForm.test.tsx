import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage.tsx';
import { ReportError } from './ReportError.tsx';
import { REPORT_MESSAGES, sendErrorReport } from './sendErrorReport.ts';

vi.mock('./sendErrorReport.ts', async (original) => ({
  ...(await original<typeof import('./sendErrorReport.ts')>()),
  sendErrorReport: vi.fn(),
}));

const STORY = '00000000-0000-4000-8000-000000000001';

async function open() {
  renderPage(<ReportError storyId={STORY} />);
  await userEvent.click(screen.getByText('Report an error'));
}

beforeEach(() => vi.mocked(sendErrorReport).mockReset());

describe('ReportError', () => {
  it('asks for a description before sending anything', async () => {
    await open();
    await userEvent.type(screen.getByLabelText('Source link (optional)'), 'https://example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please describe the error.');
    expect(sendErrorReport).not.toHaveBeenCalled();
  });

  it('refuses a source link that is not http(s) and an address that is not one', async () => {
    await open();
    await userEvent.type(screen.getByLabelText('What is wrong? *'), 'Wrong date.');
    await userEvent.type(screen.getByLabelText('Source link (optional)'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REPORT_MESSAGES.badSource);
    await userEvent.clear(screen.getByLabelText('Source link (optional)'));
    await userEvent.type(screen.getByLabelText(/Your e-mail/), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REPORT_MESSAGES.badEmail);
    expect(sendErrorReport).not.toHaveBeenCalled();
  });

  it('keeps every field when sending fails, clears them once stored', async () => {
    vi.mocked(sendErrorReport).mockResolvedValueOnce({ ok: false, message: REPORT_MESSAGES.failed });
    await open();
    await userEvent.type(screen.getByLabelText('What is wrong? *'), 'The vote was on Tuesday.');
    await userEvent.type(screen.getByLabelText(/Your e-mail/), 'reader@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.failed);
    expect(screen.getByLabelText('What is wrong? *')).toHaveValue('The vote was on Tuesday.');
    expect(screen.getByLabelText(/Your e-mail/)).toHaveValue('reader@example.org');

    vi.mocked(sendErrorReport).mockResolvedValueOnce({ ok: true, message: REPORT_MESSAGES.thanks });
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REPORT_MESSAGES.thanks);
    expect(sendErrorReport).toHaveBeenLastCalledWith(
      STORY,
      expect.objectContaining({ description: 'The vote was on Tuesday.', email: 'reader@example.org', website: '' }),
    );
    expect(screen.getByLabelText('What is wrong? *')).toHaveValue('');
  });
});
