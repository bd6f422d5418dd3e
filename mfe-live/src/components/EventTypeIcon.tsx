import type { EventType } from '@newsroom/shared';
import {
  Briefcase,
  Cpu,
  Gamepad2,
  GraduationCap,
  HeartPulse,
  LayoutGrid,
  Music,
  Radio,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<EventType | 'all', LucideIcon> = {
  all: LayoutGrid,
  sports: Trophy,
  entertainment: Music,
  education: GraduationCap,
  gaming: Gamepad2,
  business: Briefcase,
  technology: Cpu,
  health: HeartPulse,
  other: Radio,
};

export interface EventTypeIconProps {
  type: EventType | 'all';
  size?: number;
}

/** The icon of an event type (decorative: the type's name is always written beside it). */
export function EventTypeIcon({ type, size = 16 }: EventTypeIconProps) {
  const Icon = ICONS[type] ?? Radio;
  return <Icon aria-hidden="true" focusable="false" size={size} />;
}
