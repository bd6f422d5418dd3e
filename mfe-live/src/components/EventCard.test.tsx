import { mapSportsEventRows } from '@newsroom/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute.tsx';
import { EventCard } from './EventCard.tsx';
import { EVENT_TYPE_COLOURS } from '../lib/eventTypeColours.ts';

const now = new Date();
const [withoutThumbnail, withThumbnail] = mapSportsEventRows([
  { id: 'quiz', title: 'Pub quiz', event_type: 'education', status: 'scheduled', scheduled_start: now.toISOString() },
  {
    id: 'derby',
    title: 'Derby',
    event_type: 'sports',
    status: 'scheduled',
    scheduled_start: now.toISOString(),
    thumbnail_url: 'https://img.example/derby.jpg',
  },
]);

const card = (event: typeof withoutThumbnail) =>
  renderRoute(<EventCard event={event} now={now} />, { path: '/live-events', url: '/live-events' });

describe('EventCard', () => {
  it("shows an event without a thumbnail as its type's icon on its type's colour, with no error text", () => {
    const { container } = card(withoutThumbnail);
    const placeholder = container.querySelector('[data-image-placeholder]');
    expect(placeholder).toHaveStyle({ '--placeholder-colour': EVENT_TYPE_COLOURS.education });
    expect(placeholder?.querySelector('svg.lucide-graduation-cap')).toBeInTheDocument();
    expect(screen.queryByText(/Image unavailable/)).not.toBeInTheDocument();
  });

  it('shows no placeholder for an event that has a thumbnail', () => {
    const { container } = card(withThumbnail);
    expect(container.querySelector('[data-image-placeholder]')).not.toBeInTheDocument();
  });
});
