import type { CSSProperties, ReactNode } from 'react';
import { FilterButton, Group, Swatch } from './FilterGroup.styles.ts';
import { readableTextOn } from './readableText.ts';

export interface FilterOption {
  value: string;
  label: string;
  icon?: ReactNode;
  /** A #RRGGBB colour (a sports category's own). */
  color?: string;
}

export interface FilterGroupProps {
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}

function colorStyle(color: string | undefined): CSSProperties | undefined {
  if (!color) return undefined;
  return { '--filter-color': color, '--filter-text': readableTextOn(color) } as CSSProperties;
}

/** Toggle buttons in a labelled group; the chosen one is aria-pressed. */
export function FilterGroup({ label, options, value, onChange }: FilterGroupProps) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <FilterButton
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          style={colorStyle(option.color)}
        >
          {option.icon}
          {option.color && !option.icon && <Swatch aria-hidden="true" />}
          {option.label}
        </FilterButton>
      ))}
    </Group>
  );
}
