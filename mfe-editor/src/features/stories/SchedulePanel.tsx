import { FieldBox, FieldError, FieldHint, FieldLabel } from '@newsroom/shared';
import {
  convertWallTime,
  newsroomZoneLabel,
  NEWSROOM_TIME_ZONES,
  type NewsroomTimeZone,
  wallTimeIn,
  type WallTime,
} from '@newsroom/shared/newsroom-time';
import { TimeZoneSelect } from '@newsroom/shared/time-zone-select';
import { useId, useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { TextInput } from '../../components/fields.styles.ts';
import {
  PAST_SCHEDULE_WARNING,
  SCHEDULE_TIME_ZONE,
  isScheduleInPast,
  nextDefaultPublication,
  scheduledAt,
  todayDate,
} from './schedule.ts';
import { type StoryEditorValues } from './storyFormSchema.ts';
import { Fieldset, When, Warning } from './SchedulePanel.styles.ts';

export interface SchedulePanelProps extends Pick<
  UseFormReturn<StoryEditorValues>,
  'register' | 'setValue' | 'getFieldState'
> {
  control: Control<StoryEditorValues>;
  errors: FieldErrors<StoryEditorValues>;
}

/** The other office's clock at the chosen moment: "That is 11:00 Harare time (UTC+2)." */
function otherOffice(at: Date | null, zone: NewsroomTimeZone): string | null {
  if (!at) return null;
  const other = NEWSROOM_TIME_ZONES.find((item) => item.id !== zone)!.id;
  const here = wallTimeIn(at, zone).date;
  const there = wallTimeIn(at, other);
  const day = there.date === here ? '' : there.date > here ? ', the next day' : ', the day before';
  return `That is ${there.time} ${newsroomZoneLabel(other, at)}${day}.`;
}

/**
 * Publishing schedule: date (not before today), time (the next 09:00 still ahead by default), the
 * office whose clock they are on (London by default, or Harare) and auto-publish (on by default).
 * The form keeps London's date and time (schedule.ts); on Harare's clock the inputs show and take
 * Harare's and write London's. A scheduled story is saved with its instant and goes public then.
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
  const [zone, setZone] = useState<NewsroomTimeZone>(SCHEDULE_TIME_ZONE);
  const dateError = errors.schedule?.publishDate?.message;
  const london: WallTime = { date: schedule.publishDate, time: schedule.publishTime };
  const onLondonClock = zone === SCHEDULE_TIME_ZONE;
  const shown = onLondonClock ? london : (convertWallTime(london, SCHEDULE_TIME_ZONE, zone) ?? london);
  // Harare's clock: what the editor types is converted to London's for the form.
  const enter = (next: WallTime) => {
    const converted = convertWallTime(next, zone, SCHEDULE_TIME_ZONE) ?? next;
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('schedule.publishDate', converted.date, options);
    setValue('schedule.publishTime', converted.time, options);
  };
  const at = scheduledAt(schedule);
  const equivalent = otherOffice(at, zone);
  const dateField = onLondonClock
    ? register('schedule.publishDate')
    : {
        value: shown.date,
        onChange: (event: { target: HTMLInputElement }) => enter({ ...shown, date: event.target.value }),
      };
  const timeField = onLondonClock
    ? register('schedule.publishTime')
    : {
        value: shown.time,
        onChange: (event: { target: HTMLInputElement }) => enter({ ...shown, time: event.target.value }),
      };
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
                min={todayDate(new Date(), zone)}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={dateError ? `${id}-date-error` : undefined}
                {...dateField}
              />
              {dateError && <FieldError id={`${id}-date-error`}>{dateError}</FieldError>}
            </FieldBox>
            <FieldBox>
              <FieldLabel htmlFor={`${id}-time`}>Publish time</FieldLabel>
              <TextInput
                id={`${id}-time`}
                type="time"
                aria-describedby={equivalent ? `${id}-time-hint` : undefined}
                {...timeField}
              />
              {equivalent && <FieldHint id={`${id}-time-hint`}>{equivalent}</FieldHint>}
            </FieldBox>
            <TimeZoneSelect id={`${id}-zone`} value={zone} onChange={setZone} at={at} />
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
