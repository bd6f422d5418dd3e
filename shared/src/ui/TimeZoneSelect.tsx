import { NEWSROOM_TIME_ZONES, newsroomZoneLabel, type NewsroomTimeZone } from '../model/newsroomTime.ts';
import { FieldBox, FieldLabel, fieldControl } from './fieldStyles.ts';
import styled from 'styled-components';
import { theme } from './theme.ts';

const Select = styled.select`
  ${fieldControl}
  min-height: 2.5rem;
  padding: ${theme.space.sm};
`;

export interface TimeZoneSelectProps {
  id: string;
  value: NewsroomTimeZone;
  onChange: (zone: NewsroomTimeZone) => void;
  /** The day the offsets are shown for (London is UTC+1 in summer). */
  at?: Date | null;
}

/** Which office's clock a schedule is entered on: London (the default) or Harare, with offsets. */
export function TimeZoneSelect({ id, value, onChange, at }: TimeZoneSelectProps) {
  const day = at ?? new Date();
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>Time zone</FieldLabel>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as NewsroomTimeZone)}>
        {NEWSROOM_TIME_ZONES.map((zone) => (
          <option key={zone.id} value={zone.id}>
            {newsroomZoneLabel(zone.id, day)}
          </option>
        ))}
      </Select>
    </FieldBox>
  );
}
