import { theme } from '@newsroom/shared';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SeriesPoint } from './analyticsView.ts';

/** Height of the chart; the page reserves the same box while the chart's code loads. */
export const CHART_HEIGHT = 280;

export interface TrafficChartProps {
  points: readonly SeriesPoint[];
}

/**
 * Visitors and page views over the period as two lines (recharts, loaded only with this tab).
 * No animation: the figures are the point, and nothing moves for people who asked for less motion.
 * Chart children are plain elements, never fragments (recharts reads its children's types).
 */
export function TrafficChart({ points }: TrafficChartProps) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <LineChart data={[...points]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer>
        <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={48} />
        <Tooltip />
        <Legend />
        <Line
          type="monotone"
          dataKey="pageviews"
          name="Page views"
          stroke={theme.colors.accent}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="visitors"
          name="Visitors"
          stroke={theme.colors.link}
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
