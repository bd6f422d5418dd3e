import { Button } from '@newsroom/shared';
import type { ReactNode } from 'react';
import { FilterGroup } from './consoleKit.styles.ts';

export interface FilterOption<T extends string> {
  id: T;
  label: ReactNode;
}

export interface FilterButtonsProps<T extends string> {
  /** Names the group ("Show stories")… */
  label?: string;
  /** …or the id of the visible text that names it ("Period: last"). */
  labelledBy?: string;
  options: ReadonlyArray<FilterOption<T>>;
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle buttons, the chosen one pressed: the console's status and period filters. */
export function FilterButtons<T extends string>({
  label,
  labelledBy,
  options,
  value,
  onChange,
}: FilterButtonsProps<T>) {
  return (
    <FilterGroup role="group" aria-label={label} aria-labelledby={labelledBy}>
      {options.map(({ id, label: name }) => (
        <Button
          key={id}
          $size="sm"
          $variant={value === id ? 'primary' : 'secondary'}
          aria-pressed={value === id}
          onClick={() => onChange(id)}
        >
          {name}
        </Button>
      ))}
    </FilterGroup>
  );
}
