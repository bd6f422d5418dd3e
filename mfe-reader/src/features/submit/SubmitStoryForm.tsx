import { Button, STORY_CATEGORIES, TextField } from '@newsroom/shared';
import { SelectField, TextAreaField } from '../../components/FormControls.tsx';
import { FormMessage, FormStack } from '../../components/FormControls.styles.ts';
import { EMPTY_TIP, submitStoryTip, TIP_LIMITS, validateTip, type StoryTip } from './submitStoryTip.ts';
import { Fieldset } from './SubmitStoryForm.styles.ts';
import { useReaderForm } from '../../lib/useReaderForm.ts';

/** A tip as a source sends it: what, where, when, how to reach them, and an optional photo. */
export function SubmitStoryForm() {
  const {
    form,
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
      <TextField label="Title *" maxLength={TIP_LIMITS.title} {...text('title')} aria-required />
      <TextAreaField label="What happened? *" rows={6} {...text('summary')} aria-required />
      <TextField label="Where did it happen?" maxLength={TIP_LIMITS.location} {...text('location')} />
      <TextField
        label="When did it happen?"
        placeholder="e.g. last night, around 9 pm"
        maxLength={TIP_LIMITS.happenedWhen}
        {...text('happenedWhen')}
      />
      <SelectField label="Category *" {...text('category')} aria-required>
        <option value="">Choose a category</option>
        {STORY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <Fieldset>
        <legend>About you (optional)</legend>
        <TextField label="Your name" autoComplete="name" maxLength={TIP_LIMITS.author} {...text('author')} />
        <TextField
          label="How to contact you"
          description="Phone, e-mail or another way to reach you. Contact details are kept confidential and seen only by our editors."
          maxLength={TIP_LIMITS.contact}
          {...text('contact')}
        />
      </Fieldset>
      <TextField
        label="Photo address (optional)"
        type="url"
        inputMode="url"
        description="A link to a photo, starting with https://"
        maxLength={TIP_LIMITS.imageUrl}
        {...text('imageUrl')}
      />
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
