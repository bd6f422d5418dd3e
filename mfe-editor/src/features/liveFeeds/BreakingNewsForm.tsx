import { zodResolver } from '@hookform/resolvers/zod';
import { Button, VisuallyHidden, siteName } from '@newsroom/shared';
import { useForm } from 'react-hook-form';
import { TextInputField } from '../../components/TextInputField.tsx';
import { AlertChoice } from './AlertChoice.tsx';
import { AddForm } from './BreakingNewsPanel.styles.ts';
import { EMPTY_BREAKING, breakingSchema, type BreakingValues } from './breakingSchema.ts';
import { useAddBreakingNews } from './useBreakingNewsWrites.ts';

/**
 * Adds a breaking item: a title and, optionally, a link. It reaches the ticker of every open page
 * within seconds; it is e-mailed as an alert only if the editor chooses so (held a minute). A
 * failed add keeps what was typed.
 */
export function BreakingNewsForm() {
  const { register, handleSubmit, formState, reset } = useForm<BreakingValues>({
    defaultValues: EMPTY_BREAKING,
    resolver: zodResolver(breakingSchema),
  });
  const add = useAddBreakingNews();
  const submit = handleSubmit((values) => add.mutate(values, { onSuccess: () => reset(EMPTY_BREAKING) }));

  return (
    <AddForm noValidate aria-labelledby="breaking-add-title" onSubmit={(event) => void submit(event)}>
      <VisuallyHidden as="h3" id="breaking-add-title">
        Add breaking news
      </VisuallyHidden>
      <TextInputField
        label="Breaking news title"
        required
        hint={`Shown in the ticker on every page. Source: ${siteName()}.`}
        registration={register('title')}
        error={formState.errors.title?.message}
      />
      <TextInputField
        label="Link (optional)"
        inputMode="url"
        placeholder="https:// or /story/…"
        hint="An http:// or https:// address, or a path on this site such as /story/…"
        registration={register('url')}
        error={formState.errors.url?.message}
      />
      <AlertChoice register={register} />
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add breaking news'}
      </Button>
    </AddForm>
  );
}
