import { theme } from '@newsroom/shared';
import { useId } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FieldBox, FieldError, FieldLabel, TextInput } from '../../components/fields.styles.ts';
import { PAST_SCHEDULE_WARNING, isScheduleInPast, todayDate } from './schedule.ts';
import type { StoryEditorValues } from './storyFormSchema.ts';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  legend {
    padding: 0 ${theme.space.xs};
    font-weight: 700;
  }
`;

const When = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${theme.space.md};
`;

const Warning = styled.p`
  margin: 0;
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  background: #fef3c7;
  color: #78350f;
  font-weight: 600;
`;

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
