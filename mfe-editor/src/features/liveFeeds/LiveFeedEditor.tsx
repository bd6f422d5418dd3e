import { zodResolver } from '@hookform/resolvers/zod';
import { Button, LIVE_FEED_CATEGORIES } from '@newsroom/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { ControlledSelectField } from '../../components/ControlledSelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextInputField } from '../../components/TextInputField.tsx';
import { SaveRefusedError } from '../../lib/saveErrors.ts';
import { LeaveDialog } from '../../drafts/LeaveDialog.tsx';
import { useLeaveGuard } from '../../drafts/useLeaveGuard.ts';
import { Actions, Columns, Form, FormError } from '../../components/Form.styles.ts';
import { REQUIRED_FIELDS_MESSAGE } from '../../lib/formRules.ts';
import { liveFeedValuesOf, type EditorLiveFeed } from './editorLiveFeed.ts';
import { EMPTY_LIVE_FEED, liveFeedSchema, type LiveFeedValues } from './liveFeedSchema.ts';
import { FeedConflictError, useSaveLiveFeed } from './useEditorLiveFeeds.ts';

const CATEGORY_OPTIONS = LIVE_FEED_CATEGORIES.map((category) => ({
  value: category,
  label: category[0].toUpperCase() + category.slice(1),
}));

export interface LiveFeedEditorProps {
  /** The feed as it was when opened; null for a new one. */
  feed: EditorLiveFeed | null;
  onClose: () => void;
}

/** Adding or editing one live feed; a failed save keeps every typed character. */
export function LiveFeedEditor({ feed, onClose }: LiveFeedEditorProps) {
  const [defaults] = useState<LiveFeedValues>(() => (feed ? liveFeedValuesOf(feed) : EMPTY_LIVE_FEED));
  const [openedUpdatedAt, setOpenedUpdatedAt] = useState(feed?.updatedAt ?? null);
  const [conflict, setConflict] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<LiveFeedValues>({
    defaultValues: defaults,
    resolver: zodResolver(liveFeedSchema),
  });
  const save = useSaveLiveFeed();
  const guard = useLeaveGuard(formState.isDirty && !save.isSuccess);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const errors = formState.errors;

  const submit = handleSubmit(
    (values) => {
      setRefusal(null);
      save.mutate(
        { id: feed?.id ?? null, values, openedUpdatedAt },
        {
          onSuccess: () => {
            guard.allowNextLeave();
            onClose();
          },
          onError: (error) => {
            if (error instanceof FeedConflictError) setConflict(true);
            else if (error instanceof SaveRefusedError) setRefusal(error.message);
          },
        },
      );
    },
    () => setRefusal(REQUIRED_FIELDS_MESSAGE),
  );

  const keepMine = () => {
    // The next save replaces theirs: it no longer asks for the row as it was opened.
    setOpenedUpdatedAt(null);
    setConflict(false);
  };

  return (
    <>
      <Form noValidate aria-labelledby="feed-editor-title" onSubmit={(event) => void submit(event)}>
        <h2 id="feed-editor-title" ref={heading} tabIndex={-1}>
          {feed ? 'Edit live feed' : 'New live feed'}
        </h2>
        {conflict && (
          <Notice $tone="danger" role="alert">
            <p>
              This live feed was changed by someone else since you opened it, so your save was refused. Your changes are
              still here and nothing was overwritten.
            </p>
            <div>
              <Button $size="sm" onClick={keepMine}>
                Keep my version (save replaces theirs)
              </Button>
              <Button
                $size="sm"
                $variant="secondary"
                onClick={() => {
                  guard.allowNextLeave();
                  onClose();
                }}
              >
                Discard my changes
              </Button>
            </div>
          </Notice>
        )}
        <TextInputField label="Title" required registration={register('title')} error={errors.title?.message} />
        <TextInputField
          label="URL"
          inputMode="url"
          placeholder="https:// or /story/…"
          required
          hint="The page the update links to: an http:// or https:// address, or a path on this site such as /story/…"
          registration={register('url')}
          error={errors.url?.message}
        />
        <Columns>
          <TextInputField label="Source" required registration={register('source')} error={errors.source?.message} />
          <ControlledSelectField
            control={control}
            name="category"
            label="Category"
            required
            options={CATEGORY_OPTIONS}
            error={errors.category?.message}
          />
        </Columns>
        <TextAreaField
          label="Description"
          compact
          rows={3}
          registration={register('description')}
          error={errors.description?.message}
        />
        <CheckboxField
          label="Active"
          hint="Active feeds show in the Live Updates panel (and breaking ones in the ticker)."
          registration={register('isActive')}
        />
        {refusal && <FormError role="alert">{refusal}</FormError>}
        <Actions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : feed ? 'Save changes' : 'Add live feed'}
          </Button>
          <Button $variant="ghost" onClick={onClose}>
            Back to live feeds
          </Button>
        </Actions>
      </Form>
      <LeaveDialog guard={guard}>Your changes to this live feed have not been saved and will be lost.</LeaveDialog>
    </>
  );
}
