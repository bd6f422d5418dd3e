import { zodResolver } from '@hookform/resolvers/zod';
import { Button, EVENT_TYPES, STREAM_TYPES } from '@newsroom/shared';
import { ImageUploadField } from '@newsroom/shared/image-upload';
import { TimeZoneSelect } from '@newsroom/shared/time-zone-select';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ControlledSelect } from '../../components/ControlledSelect.tsx';
import { FormField } from '../../components/FormField.tsx';
import { CheckboxLabel, FormActions, FormGrid, FullWidth, Input, TextArea } from '../../components/FormField.styles.ts';
import { Panel, PanelHeading } from '../../components/Panel.styles.ts';
import { Alert } from './EventsTab.styles.ts';
import {
  canSubmitEvent,
  eventFormSchema,
  eventFormToRow,
  moveLocalInput,
  type EventFormValues,
  type SportsEventWrite,
} from './eventForm.ts';
import type { CategoryOption } from './useAdminEvents.ts';

export interface EventFormProps {
  mode: 'create' | 'edit';
  initialValues: EventFormValues;
  categories: readonly CategoryOption[];
  saving: boolean;
  /** Why the last save failed, in words an admin can act on. */
  saveError: string | null;
  /** Resolves true when saved; the create form then empties, a failed save keeps every value. */
  onSave: (row: SportsEventWrite) => Promise<boolean>;
  onCancel?: () => void;
}

const STREAM_LABELS: Record<string, string> = {
  youtube: 'YouTube',
  twitch: 'Twitch',
  custom: 'Custom (video or HLS URL)',
};

/** Create or edit a live event. Mount it with a key per event: its values are read once. */
export function EventForm({ mode, initialValues, categories, saving, saveError, onSave, onCancel }: EventFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<EventFormValues, unknown, z.output<typeof eventFormSchema>>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { register, handleSubmit, reset, control, formState, getValues, setValue } = form;
  const errors = formState.errors;

  // The parent remounts the form per event (key): opening one for editing moves focus to it.
  useEffect(() => {
    if (mode === 'edit') headingRef.current?.focus();
  }, [mode]);

  const submit = handleSubmit(async (values) => {
    const saved = await onSave(eventFormToRow(values));
    if (saved && mode === 'create') reset(initialValues);
  });
  const [title, scheduledStart] = useWatch({ control, name: ['title', 'scheduledStart'] });
  const [uploading, setUploading] = useState(false);
  const ready = canSubmitEvent({ title, scheduledStart }, saving || uploading);
  // Another office's clock: the times already entered keep their instant and show on it.
  const changeZone = (zone: EventFormValues['timeZone'], onChange: (zone: EventFormValues['timeZone']) => void) => {
    const from = getValues('timeZone');
    for (const name of ['scheduledStart', 'scheduledEnd'] as const) {
      const value = getValues(name);
      if (value) setValue(name, moveLocalInput(value, from, zone));
    }
    onChange(zone);
  };

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId} ref={headingRef} tabIndex={-1}>
        {mode === 'create' ? 'Create Live Event' : 'Edit Live Event'}
      </PanelHeading>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormGrid>
          <FullWidth>
            <FormField label="Title" required error={errors.title?.message}>
              {(field) => <Input {...field} {...register('title')} maxLength={300} />}
            </FormField>
          </FullWidth>
          <FullWidth>
            <FormField label="Description" error={errors.description?.message}>
              {(field) => <TextArea {...field} {...register('description')} rows={3} />}
            </FormField>
          </FullWidth>
          <FormField label="Event type">
            {(field) => (
              <ControlledSelect {...field} control={control} name="eventType">
                {EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type.charAt(0).toUpperCase() + type.slice(1)}
                  </option>
                ))}
              </ControlledSelect>
            )}
          </FormField>
          <FormField label="Sports category">
            {(field) => (
              <ControlledSelect {...field} control={control} name="categoryId">
                <option value="">None</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                    {category.isActive ? '' : ' (inactive)'}
                  </option>
                ))}
              </ControlledSelect>
            )}
          </FormField>
          <FormField label="Sport type" hint="General when left empty." error={errors.sportType?.message}>
            {(field) => <Input {...field} {...register('sportType')} />}
          </FormField>
          <FormField label="Teams" hint="TBD when left empty." error={errors.teams?.message}>
            {(field) => <Input {...field} {...register('teams')} />}
          </FormField>
          <FormField label="League" error={errors.league?.message}>
            {(field) => <Input {...field} {...register('league')} />}
          </FormField>
          <Controller
            control={control}
            name="timeZone"
            render={({ field }) => (
              <TimeZoneSelect
                id={`${headingId}-zone`}
                value={field.value}
                onChange={(zone) => changeZone(zone, field.onChange)}
              />
            )}
          />
          <FormField label="Start time" required error={errors.scheduledStart?.message}>
            {(field) => <Input {...field} type="datetime-local" {...register('scheduledStart')} />}
          </FormField>
          <FormField label="End time" error={errors.scheduledEnd?.message}>
            {(field) => <Input {...field} type="datetime-local" {...register('scheduledEnd')} />}
          </FormField>
          <FormField label="Stream type">
            {(field) => (
              <ControlledSelect {...field} control={control} name="streamType">
                {STREAM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {STREAM_LABELS[type] ?? type}
                  </option>
                ))}
              </ControlledSelect>
            )}
          </FormField>
          <FullWidth>
            <FormField label="Stream URL" hint="http:// or https:// only." error={errors.streamUrl?.message}>
              {(field) => <Input {...field} type="url" inputMode="url" {...register('streamUrl')} />}
            </FormField>
          </FullWidth>
          <FullWidth>
            {/* Upload an image, or give the address of one (http:// or https:// only). */}
            <Controller
              control={control}
              name="thumbnailUrl"
              render={({ field, fieldState }) => (
                <ImageUploadField
                  label="Thumbnail"
                  allowUrl
                  urlLabel="Thumbnail URL"
                  value={field.value}
                  onChange={field.onChange}
                  previewAlt={title ? `Thumbnail of ${title}` : ''}
                  error={fieldState.error?.message}
                  onUploadingChange={setUploading}
                />
              )}
            />
          </FullWidth>
          <FullWidth>
            <CheckboxLabel>
              <input type="checkbox" {...register('isFeatured')} />
              Featured
            </CheckboxLabel>
          </FullWidth>
          {saveError && (
            <FullWidth>
              <Alert role="alert">{saveError}</Alert>
            </FullWidth>
          )}
          <FullWidth>
            <FormActions>
              <Button type="submit" disabled={!ready}>
                {mode === 'create' ? (saving ? 'Creating…' : 'Create Event') : saving ? 'Saving…' : 'Update Event'}
              </Button>
              {onCancel && (
                <Button $variant="secondary" onClick={onCancel}>
                  Cancel
                </Button>
              )}
            </FormActions>
          </FullWidth>
        </FormGrid>
      </form>
    </Panel>
  );
}
