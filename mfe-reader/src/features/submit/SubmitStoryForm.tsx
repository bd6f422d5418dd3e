import { Button, STORY_CATEGORIES, TextField, useTypedBeforeHydration } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { SelectField, TextAreaField } from '../../components/FormControls.tsx';
import { FormMessage, FormStack } from '../../components/FormControls.styles.ts';
import { EMPTY_TIP, submitStoryTip, validateTip, type StoryTip } from './submitStoryTip.ts';
import { Fieldset } from './SubmitStoryForm.styles.ts';

type Outcome = { tone: 'error' | 'success'; text: string } | null;

type TextKey = Exclude<keyof StoryTip, 'isFeatured'>;

export function SubmitStoryForm() {
  const form = useRef<HTMLFormElement>(null);
  const [tip, setTip] = useState<StoryTip>(EMPTY_TIP);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useTypedBeforeHydration(form, setTip);
  const submit = useMutation({
    mutationFn: (input: StoryTip) => submitStoryTip(input),
    onSuccess: (result) => {
      setOutcome({ tone: result.ok ? 'success' : 'error', text: result.message });
      if (result.ok) setTip(EMPTY_TIP);
    },
  });
  const text = (field: TextKey) => ({
    name: field,
    value: tip[field],
    onChange: (event: { target: { value: string } }) =>
      setTip((current) => ({ ...current, [field]: event.target.value })),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateTip(tip);
    if (invalid) {
      setOutcome({ tone: 'error', text: invalid });
      return;
    }
    submit.mutate(tip);
  }

  return (
    <FormStack ref={form} onSubmit={onSubmit} noValidate aria-label="Submit a story">
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
        <Button type="submit" $variant="primary" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit Story'}
        </Button>
      </div>
    </FormStack>
  );
}
