import { FieldBox, FieldError, FieldLabel } from '@newsroom/shared';
import { useId } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { TextInput } from '../../components/fields.styles.ts';
import { PAST_SCHEDULE_WARNING, isScheduleInPast, todayDate } from './schedule.ts';
import { type StoryEditorValues } from './storyFormSchema.ts';
import { Fieldset, When, Warning } from './SchedulePanel.styles.ts';

export interface SchedulePanelProps {
  control: Control<StoryEditorValues>;
  register: UseFormRegister<StoryEditorValues>;
  errors: FieldErrors<StoryEditorValues>;
}

/**
 * Publishing schedule: date (not before today), time (09:00 by default) and auto-publish (on by
 * default). A scheduled story is saved with its future time and goes public by itself then.
 */
export function SchedulePanel({ control, register, errors }: SchedulePanelProps) {
  const id = useId();
  const schedule = useWatch({ control, name: 'schedule' });
  const dateError = errors.schedule?.publishDate?.message;
  return (
    <Fieldset>
      <legend>Publishing schedule</legend>
      <CheckboxField label="Schedule for later" registration={register('schedule.isScheduled')} />
      {schedule.isScheduled && (
        <>
          <When>
            <FieldBox>
              <FieldLabel htmlFor={`${id}-date`}>Publish date</FieldLabel>
              <TextInput
                id={`${id}-date`}
                type="date"
                min={todayDate()}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={dateError ? `${id}-date-error` : undefined}
                {...register('schedule.publishDate')}
              />
              {dateError && <FieldError id={`${id}-date-error`}>{dateError}</FieldError>}
            </FieldBox>
            <FieldBox>
              <FieldLabel htmlFor={`${id}-time`}>Publish time</FieldLabel>
              <TextInput id={`${id}-time`} type="time" {...register('schedule.publishTime')} />
            </FieldBox>
          </When>
          <CheckboxField
            label="Publish automatically at this time"
            hint="Off: the story stays a draft with this planned time until you publish it."
            registration={register('schedule.autoPublish')}
          />
          <div aria-live="polite">{isScheduleInPast(schedule) && <Warning>{PAST_SCHEDULE_WARNING}</Warning>}</div>
        </>
      )}
    </Fieldset>
  );
}
