import type { EventType } from '@newsroom/shared';

/**
 * Each event type's colour: with its icon (EventTypeIcon) it makes the placeholder of an event
 * without a thumbnail, so cards of different types stay told apart (decision 142). Deep tones, so
 * the icon reads on the light tint the placeholder draws from them.
 */
export const EVENT_TYPE_COLOURS: Readonly<Record<EventType, string>> = {
  sports: '#15803d',
  entertainment: '#a21caf',
  education: '#b45309',
  gaming: '#6d28d9',
  business: '#1d4ed8',
  technology: '#0e7490',
  health: '#be123c',
  other: '#4b5563',
};
