import { Button, FieldBox, FieldError, FieldLabel } from '@newsroom/shared';
import {
  convertWallTime,
  instantOfWallTime,
  wallTimeIn,
  type NewsroomTimeZone,
  type WallTime,
} from '@newsroom/shared/newsroom-time';
import { TimeZoneSelect } from '@newsroom/shared/time-zone-select';
import { useId, useState } from 'react';
import { TextInput } from '../../components/fields.styles.ts';
import { ScheduleFields, When } from './Fronts.styles.ts';
import { SCHEDULE_TIME_ZONE, frontScheduleError, nextDefaultTime } from './frontSchedule.ts';

export interface FrontScheduleProps {
  busy: boolean;
  /** Why the front cannot be published at all (no containers), or null. */
  blocked: string | null;
  onSchedule: (at: string) => void;
}

/**
 * "Publish at…": the working front published as a new version at a date and time on the chosen
 * office's clock (London by default, as the stories' schedule panel), the next 09:00 ahead to start.
 * The time is checked here and again by publish_front (passed, or more than a year ahead).
 */
export function FrontSchedule({ busy, blocked, onSchedule }: FrontScheduleProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [zone, setZone] = useState<NewsroomTimeZone>(SCHEDULE_TIME_ZONE);
  const [wall, setWall] = useState<WallTime>(() => nextDefaultTime());
  const [error, setError] = useState<string | null>(null);
  const changeZone = (next: NewsroomTimeZone) => {
    setWall((current) => convertWallTime(current, zone, next) ?? current);
    setZone(next);
  };
  const submit = () => {
    const at = instantOfWallTime(wall, zone);
    const refused = frontScheduleError(at);
    setError(refused);
    if (!refused && at) onSchedule(at.toISOString());
  };
  return (
    <>
      <Button $variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
        Publish at…
      </Button>
      {open && (
        <ScheduleFields id={id}>
          <legend>Publish at a later time</legend>
          <When>
            <FieldBox>
              <FieldLabel htmlFor={`${id}-date`}>Date</FieldLabel>
              <TextInput
                id={`${id}-date`}
                type="date"
                min={wallTimeIn(new Date(), zone).date}
                value={wall.date}
                onChange={(event) => setWall({ ...wall, date: event.target.value })}
              />
            </FieldBox>
            <FieldBox>
              <FieldLabel htmlFor={`${id}-time`}>Time</FieldLabel>
              <TextInput
                id={`${id}-time`}
                type="time"
                value={wall.time}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => setWall({ ...wall, time: event.target.value })}
              />
            </FieldBox>
            <TimeZoneSelect id={`${id}-zone`} value={zone} onChange={changeZone} at={instantOfWallTime(wall, zone)} />
          </When>
          {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
          <div>
            <Button disabled={busy || blocked !== null} onClick={submit}>
              Schedule
            </Button>
          </div>
        </ScheduleFields>
      )}
    </>
  );
}
