import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage.tsx';
import { SubmitStoryForm } from './SubmitStoryForm.tsx';
import { submitStoryTip, TIP_MESSAGES } from './submitStoryTip.ts';

vi.mock('./submitStoryTip.ts', async (original) => ({
  ...(await original<typeof import('./submitStoryTip.ts')>()),
  submitStoryTip: vi.fn(),
}));

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Title *'), 'Water shortage');
  await userEvent.type(screen.getByLabelText('Story summary *'), 'Taps ran dry in Mbare.');
  await userEvent.type(screen.getByLabelText('Your name (author) *'), 'Rudo');
  await userEvent.type(screen.getByLabelText('Read time (e.g. 5 min read) *'), '3 min read');
  await userEvent.selectOptions(screen.getByLabelText('Category *'), 'Foreign');
}

beforeEach(() => vi.mocked(submitStoryTip).mockReset());

describe('SubmitStoryForm', () => {
  it('requires title, summary, author, category and read time', async () => {
    renderPage(<SubmitStoryForm />);
    await userEvent.type(screen.getByLabelText('Title *'), 'Only a title');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Story' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(submitStoryTip).not.toHaveBeenCalled();
  });

  it('stores the tip, thanks the reader and clears the form', async () => {
    vi.mocked(submitStoryTip).mockResolvedValue({ ok: true, message: TIP_MESSAGES.thanks });
    renderPage(<SubmitStoryForm />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Story' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Thank you for submitting your story!/);
    expect(submitStoryTip).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Water shortage', category: 'Foreign' }),
    );
    expect(screen.getByLabelText('Title *')).toHaveValue('');
  });

  it('keeps the form and says so when storing fails', async () => {
    vi.mocked(submitStoryTip).mockResolvedValue({ ok: false, message: TIP_MESSAGES.failed });
    renderPage(<SubmitStoryForm />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Story' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error submitting your story. Please try again later.',
    );
    expect(screen.getByLabelText('Title *')).toHaveValue('Water shortage');
  });
});
