import type { Share } from './analyticsView.ts';

export const formatCount = (value: number) => value.toLocaleString('en-GB');

export interface ShareListProps {
  shares: readonly Share[];
  label: string;
}

/** "United Kingdom: 210 (35%)", most first. */
export function ShareList({ shares, label }: ShareListProps) {
  return (
    <ol aria-label={label}>
      {shares.map((share) => (
        <li key={share.name}>
          {share.name}: {formatCount(share.views)} ({share.percent}%)
        </li>
      ))}
    </ol>
  );
}
