import { FilterButtons } from '../../components/FilterButtons.tsx';
import { Toolbar } from './AnalyticsPanel.styles.ts';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from './analyticsView.ts';

export interface PeriodPickerProps {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}

/** Last 24 hours, 7 days or 30 days: toggle buttons, the chosen one pressed. */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  return (
    <Toolbar>
      <span id="period-label">Period: last</span>
      <FilterButtons labelledBy="period-label" options={ANALYTICS_PERIODS} value={value} onChange={onChange} />
    </Toolbar>
  );
}
