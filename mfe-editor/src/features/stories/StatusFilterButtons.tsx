import { Button } from '@newsroom/shared';
import { STATUS_FILTERS, type StatusFilter } from './editorStory.ts';
import { FilterGroup } from './StoriesPanel.styles.ts';

export interface StatusFilterButtonsProps {
  /** Names the group ("Show stories"). */
  label: string;
  value: StatusFilter;
  onChange: (status: StatusFilter) => void;
}

/** All / Published / Scheduled / Drafts, the chosen one pressed. */
export function StatusFilterButtons({ label, value, onChange }: StatusFilterButtonsProps) {
  return (
    <FilterGroup role="group" aria-label={label}>
      {STATUS_FILTERS.map(({ id, label: name }) => (
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
