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
  await userEvent.type(screen.getByLabelText('What happened? *'), 'Taps ran dry in Mbare.');
  await userEvent.selectOptions(screen.getByLabelText('Category *'), 'Foreign');
}

beforeEach(() => vi.mocked(submitStoryTip).mockReset());

describe('SubmitStoryForm', () => {
  it('requires title, what happened and category', async () => {
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

  it('asks what a source knows, with the confidentiality note, and none of a story’s fields (issue 49)', () => {
    renderPage(<SubmitStoryForm />);
    for (const label of ['Where did it happen?', 'When did it happen?', 'Your name', 'Photo address (optional)']) {
      expect(screen.getByLabelText(label)).not.toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: 'How to contact you' })).toHaveAccessibleDescription(
      /Contact details are kept confidential and seen only by our editors\./,
    );
    for (const gone of [/read time/i, /photographer/i, /alt text/i, /featured/i]) {
      expect(screen.queryByLabelText(gone)).not.toBeInTheDocument();
    }
  });

  it('sends where, when and the contact with the tip', async () => {
    vi.mocked(submitStoryTip).mockResolvedValue({ ok: true, message: TIP_MESSAGES.thanks });
    renderPage(<SubmitStoryForm />);
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Where did it happen?'), 'Mbare');
    await userEvent.type(screen.getByLabelText('When did it happen?'), 'Since Monday');
    await userEvent.type(screen.getByLabelText('How to contact you'), '077 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Story' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Thank you/);
    expect(submitStoryTip).toHaveBeenCalledWith(
      expect.objectContaining({ location: 'Mbare', happenedWhen: 'Since Monday', contact: '077 123 4567' }),
    );
  });

  it('refuses a photo address that is not https, such as javascript:', async () => {
    renderPage(<SubmitStoryForm />);
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Photo address (optional)'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Story' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TIP_MESSAGES.photoAddress);
    expect(submitStoryTip).not.toHaveBeenCalled();
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
