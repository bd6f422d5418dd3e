import { Button, STORY_CATEGORIES, TextField } from '@newsroom/shared';
import { useState, type FormEvent } from 'react';
import { SelectField, TextAreaField } from '../../components/FormControls.tsx';
import { FormMessage, FormStack } from '../../components/FormControls.styles.ts';
import { EMPTY_TIP, submitStoryTip, TIP_MESSAGES, validateTip, type StoryTip } from './submitStoryTip.ts';
import { Fieldset } from './SubmitStoryForm.styles.ts';

type Outcome = { tone: 'error' | 'success'; text: string } | null;

type TextKey = Exclude<keyof StoryTip, 'isFeatured'>;

export function SubmitStoryForm() {
  const [tip, setTip] = useState<StoryTip>(EMPTY_TIP);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const text = (field: TextKey) => ({
    name: field,
    value: tip[field],
    onChange: (event: { target: { value: string } }) =>
      setTip((current) => ({ ...current, [field]: event.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateTip(tip);
    if (invalid) {
      setOutcome({ tone: 'error', text: invalid });
      return;
    }
    setSending(true);
    const stored = await submitStoryTip(tip);
    setSending(false);
    if (stored) {
      setTip(EMPTY_TIP);
      setOutcome({ tone: 'success', text: TIP_MESSAGES.thanks });
    } else {
      setOutcome({ tone: 'error', text: TIP_MESSAGES.failed });
    }
  }

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Submit a story">
      <TextField label="Title *" {...text('title')} aria-required />
      <TextAreaField label="Story summary *" rows={6} {...text('summary')} aria-required />
      <TextField label="Your name (author) *" autoComplete="name" {...text('author')} aria-required />
      <TextField label="Read time (e.g. 5 min read) *" {...text('readTime')} aria-required />
      <SelectField label="Category *" {...text('category')} aria-required>
        <option value="">Choose a category</option>
        {STORY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <Fieldset>
        <legend>Image (optional)</legend>
        <TextField label="Image URL" type="url" {...text('imageUrl')} />
        <TextField label="Image alt text" {...text('imageAlt')} />
        <TextField label="Image caption" {...text('imageCaption')} />
        <TextField label="Photographer" {...text('imageAuthor')} />
      </Fieldset>
      <label>
        <input
          type="checkbox"
          checked={tip.isFeatured}
          onChange={(event) => setTip((current) => ({ ...current, isFeatured: event.target.checked }))}
        />{' '}
        Suggest as a featured story
      </label>
      {outcome && (
        <FormMessage $tone={outcome.tone} role="alert">
          {outcome.text}
        </FormMessage>
      )}
      <div>
        <Button type="submit" $variant="primary" disabled={sending}>
          {sending ? 'Submitting…' : 'Submit Story'}
        </Button>
      </div>
    </FormStack>
  );
}
