import { Button } from '@newsroom/shared';
import { useId } from 'react';
import { FilterGroup } from '../../components/consoleKit.styles.ts';
import { TextInput } from '../../components/fields.styles.ts';
import { isDayKey, todayKey, tomorrowKey } from './planningDay.ts';

export interface DayPickerProps {
  day: string;
  onChange: (day: string) => void;
}

/** Today, Tomorrow, or any day from the date field. */
export function DayPicker({ day, onChange }: DayPickerProps) {
  const id = useId();
  const today = todayKey();
  const tomorrow = tomorrowKey();
  return (
    <FilterGroup role="group" aria-label="Day">
      <Button $size="sm" $variant="secondary" aria-pressed={day === today} onClick={() => onChange(today)}>
        Today
      </Button>
      <Button $size="sm" $variant="secondary" aria-pressed={day === tomorrow} onClick={() => onChange(tomorrow)}>
        Tomorrow
      </Button>
      <label htmlFor={id}>Day</label>
      <TextInput
        id={id}
        type="date"
        value={day}
        onChange={(event) => {
          if (isDayKey(event.target.value)) onChange(event.target.value);
        }}
      />
    </FilterGroup>
  );
}
