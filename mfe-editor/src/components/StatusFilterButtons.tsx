import { STATUS_FILTERS, type StatusFilter } from '../lib/editorialStatus.ts';
import { FilterButtons } from './FilterButtons.tsx';

export interface StatusFilterButtonsProps {
  /** Names the group ("Show stories"). */
  label: string;
  value: StatusFilter;
  onChange: (status: StatusFilter) => void;
}

/** All / Published / Scheduled / Drafts, the chosen one pressed. */
export function StatusFilterButtons(props: StatusFilterButtonsProps) {
  return <FilterButtons options={STATUS_FILTERS} {...props} />;
}
