import { Button } from '@newsroom/shared';
import { Toolbar } from './AnalyticsPanel.styles.ts';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from './analyticsView.ts';

export interface PeriodPickerProps {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}

/** Last 24 hours, 7 days or 30 days: toggle buttons, the chosen one pressed. */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  return (
    <Toolbar role="group" aria-labelledby="period-label">
      <span id="period-label">Period: last</span>
      {ANALYTICS_PERIODS.map(({ id, label }) => (
        <Button
          key={id}
          $size="sm"
          $variant={value === id ? 'primary' : 'secondary'}
          aria-pressed={value === id}
          onClick={() => onChange(id)}
        >
          {label}
        </Button>
      ))}
    </Toolbar>
  );
}
