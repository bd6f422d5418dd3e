import { Button, STORY_CATEGORIES, TextField } from '@newsroom/shared';
import { SelectField, TextAreaField } from '../../components/FormControls.tsx';
import { FormMessage, FormStack } from '../../components/FormControls.styles.ts';
import { EMPTY_TIP, submitStoryTip, validateTip, type StoryTip } from './submitStoryTip.ts';
import { Fieldset } from './SubmitStoryForm.styles.ts';
import { useReaderForm } from '../../lib/useReaderForm.ts';

export function SubmitStoryForm() {
  const {
    form,
    values: tip,
    setValues: setTip,
    field: text,
    outcome,
    onSubmit,
    isPending,
  } = useReaderForm({
    empty: EMPTY_TIP,
    validate: validateTip,
    send: (input: StoryTip) => submitStoryTip(input),
  });

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
        <Button type="submit" $variant="primary" disabled={isPending}>
          {isPending ? 'Submitting…' : 'Submit Story'}
        </Button>
      </div>
    </FormStack>
  );
}
