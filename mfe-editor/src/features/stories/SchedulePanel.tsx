import { FieldBox, FieldError, FieldLabel } from '@newsroom/shared';
import { useId } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { TextInput } from '../../components/fields.styles.ts';
import { PAST_SCHEDULE_WARNING, isScheduleInPast, nextDefaultPublication, todayDate } from './schedule.ts';
import { type StoryEditorValues } from './storyFormSchema.ts';
import { Fieldset, When, Warning } from './SchedulePanel.styles.ts';

export interface SchedulePanelProps extends Pick<
  UseFormReturn<StoryEditorValues>,
  'register' | 'setValue' | 'getFieldState'
> {
  control: Control<StoryEditorValues>;
  errors: FieldErrors<StoryEditorValues>;
}

/**
 * Publishing schedule: date (not before today), time (the next 09:00 still ahead by default) and
 * auto-publish (on by default). A scheduled story is saved with its future time and goes public by
 * itself then.
 */
export function SchedulePanel({ control, register, setValue, getFieldState, errors }: SchedulePanelProps) {
  const id = useId();
  // Ticked now: a date and time the editor has not chosen move to the next 09:00 ahead of now
  // (the form may have been open since before 09:00).
  const startSchedule = (checked: boolean) => {
    const untouched = !getFieldState('schedule.publishDate').isDirty && !getFieldState('schedule.publishTime').isDirty;
    if (!checked || !untouched) return;
    const next = nextDefaultPublication(new Date());
    setValue('schedule.publishDate', next.publishDate);
    setValue('schedule.publishTime', next.publishTime);
  };
  const schedule = useWatch({ control, name: 'schedule' });
  const dateError = errors.schedule?.publishDate?.message;
  return (
    <Fieldset>
      <legend>Publishing schedule</legend>
      <CheckboxField
        label="Schedule for later"
        registration={register('schedule.isScheduled', {
          onChange: (event: { target: HTMLInputElement }) => startSchedule(event.target.checked),
        })}
      />
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
