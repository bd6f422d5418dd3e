import { describe, expect, it } from 'vitest';
import {
  EMPTY_EVENT_FORM,
  EVENT_MESSAGES,
  canSubmitEvent,
  eventFormSchema,
  eventFormToRow,
  fromLocalInput,
  moveLocalInput,
  toLocalInput,
  type EventFormValues,
} from './eventForm.ts';

const valid: EventFormValues = { ...EMPTY_EVENT_FORM, title: 'Cup final', scheduledStart: '2026-12-01T15:00' };

function errorsOf(values: EventFormValues): Record<string, string> {
  const result = eventFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the live event form', () => {
  it('may not be submitted without a title and a start time, nor while saving', () => {
    expect(canSubmitEvent({ title: '', scheduledStart: '2026-12-01T15:00' }, false)).toBe(false);
    expect(canSubmitEvent({ title: '  ', scheduledStart: '2026-12-01T15:00' }, false)).toBe(false);
    expect(canSubmitEvent({ title: 'Final', scheduledStart: '' }, false)).toBe(false);
    expect(canSubmitEvent({ title: 'Final', scheduledStart: '2026-12-01T15:00' }, true)).toBe(false);
    expect(canSubmitEvent({ title: 'Final', scheduledStart: '2026-12-01T15:00' }, false)).toBe(true);
  });

  it('requires a title and a start, and limits the title to 200 characters', () => {
    expect(errorsOf(EMPTY_EVENT_FORM)).toMatchObject({
      title: EVENT_MESSAGES.titleRequired,
      scheduledStart: EVENT_MESSAGES.startRequired,
    });
    expect(errorsOf({ ...valid, title: 'x'.repeat(201) })).toEqual({ title: EVENT_MESSAGES.titleTooLong });
  });

  it('accepts only http(s) stream and thumbnail URLs', () => {
    expect(errorsOf({ ...valid, streamUrl: 'javascript:alert(1)', thumbnailUrl: 'data:image/png;base64,AA' })).toEqual({
      streamUrl: EVENT_MESSAGES.streamUrl,
      thumbnailUrl: EVENT_MESSAGES.thumbnailUrl,
    });
    expect(errorsOf({ ...valid, streamUrl: 'https://www.youtube.com/watch?v=x' })).toEqual({});
  });

  it('wants the end after the start', () => {
    expect(errorsOf({ ...valid, scheduledEnd: '2026-12-01T14:00' })).toEqual({
      scheduledEnd: EVENT_MESSAGES.endBeforeStart,
    });
  });

  it('defaults sport type to General and teams to TBD, and sends blanks as null', () => {
    const row = eventFormToRow(eventFormSchema.parse({ ...valid, sportType: ' ', teams: '', title: '  Cup final ' }));
    expect(row).toMatchObject({
      title: 'Cup final',
      sport_type: 'General',
      teams: 'TBD',
      league: null,
      description: null,
      category_id: null,
      stream_url: null,
      thumbnail_url: null,
      scheduled_end: null,
      event_type: 'sports',
      stream_type: 'youtube',
      is_featured: false,
    });
    expect(row.scheduled_start).toBe(new Date('2026-12-01T15:00').toISOString());
  });

  it('keeps hostile text as text (it is shown, never executed)', () => {
    const title = '<img src=x onerror=alert(1)>';
    expect(eventFormToRow(eventFormSchema.parse({ ...valid, title })).title).toBe(title);
  });

  it('reads the start and end on the chosen office’s clock: London by default, or Harare', () => {
    const summer = { ...valid, scheduledStart: '2027-07-01T09:00', scheduledEnd: '2027-07-01T11:00' };
    expect(eventFormToRow(eventFormSchema.parse(summer)).scheduled_start).toBe('2027-07-01T08:00:00.000Z');
    const harare = eventFormToRow(
      eventFormSchema.parse({
        ...summer,
        scheduledStart: '2026-12-01T09:00',
        scheduledEnd: '',
        timeZone: 'Africa/Harare',
      }),
    );
    expect(harare.scheduled_start).toBe('2026-12-01T07:00:00.000Z');
    expect(eventFormSchema.safeParse({ ...valid, timeZone: 'America/New_York' }).success).toBe(false);
    expect(moveLocalInput('2026-12-01T09:00', 'Africa/Harare', 'Europe/London')).toBe('2026-12-01T07:00');
    expect(toLocalInput('2027-07-01T08:00:00.000Z')).toBe('2027-07-01T09:00');
  });

  it('round-trips a local date-time', () => {
    expect(toLocalInput(fromLocalInput('2026-12-01T15:30'))).toBe('2026-12-01T15:30');
    expect(toLocalInput('')).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });
});
