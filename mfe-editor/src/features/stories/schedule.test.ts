import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUBLISH_TIME,
  PAST_SCHEDULE_WARNING,
  SCHEDULE_DATE_ERROR,
  defaultSchedule,
  isScheduleInPast,
  nextDefaultPublication,
  publicationFor,
  publishButtonLabel,
  scheduleError,
  scheduleFor,
  scheduledAt,
  type Schedule,
} from './schedule.ts';

// 22 Nov 2026, 14:30 in London (GMT, so UTC too).
const now = new Date(Date.UTC(2026, 10, 22, 14, 30));
const on = (publishDate: string, publishTime: string, autoPublish = true): Schedule => ({
  isScheduled: true,
  publishDate,
  publishTime,
  autoPublish,
});

describe('schedule rules', () => {
  it('defaults to the next 09:00 still ahead with auto-publish on: after 09:00, tomorrow', () => {
    expect(defaultSchedule(now)).toEqual({
      isScheduled: false,
      publishDate: '2026-11-23',
      publishTime: DEFAULT_PUBLISH_TIME,
      autoPublish: true,
    });
    expect(DEFAULT_PUBLISH_TIME).toBe('09:00');
    expect(isScheduleInPast({ ...defaultSchedule(now), isScheduled: true }, now)).toBe(false);
  });

  it.each([
    ['early morning: today', new Date(Date.UTC(2026, 10, 22, 6, 15)), '2026-11-22'],
    ['a minute before 09:00: today', new Date(Date.UTC(2026, 10, 22, 8, 59)), '2026-11-22'],
    ['09:00 exactly (no longer ahead): tomorrow', new Date(Date.UTC(2026, 10, 22, 9, 0)), '2026-11-23'],
    ['in the evening: tomorrow', new Date(Date.UTC(2026, 10, 22, 21, 40)), '2026-11-23'],
    ['the last evening of the year: next year', new Date(Date.UTC(2026, 11, 31, 23, 59)), '2027-01-01'],
    ['the end of February in a leap year', new Date(Date.UTC(2028, 1, 28, 18, 0)), '2028-02-29'],
  ])('nextDefaultPublication, %s', (_, at, date) => {
    expect(nextDefaultPublication(at)).toEqual({ publishDate: date, publishTime: '09:00' });
    expect(isScheduleInPast(on(date, '09:00'), at)).toBe(false);
  });

  it('refuses a date before today, accepts today and later', () => {
    expect(scheduleError(on('2026-11-21', '18:00'), now)).toBe(SCHEDULE_DATE_ERROR);
    expect(scheduleError(on('2026-11-22', '09:00'), now)).toBeNull();
    expect(scheduleError(on('2026-12-01', '09:00'), now)).toBeNull();
    expect(scheduleError({ ...on('2026-11-21', '09:00'), isScheduled: false }, now)).toBeNull();
  });

  it('refuses a date that does not exist', () => {
    expect(scheduleError(on('2026-02-30', '09:00'), now)).not.toBeNull();
  });

  it('warns when the chosen time today has passed', () => {
    expect(isScheduleInPast(on('2026-11-22', '09:00'), now)).toBe(true);
    expect(isScheduleInPast(on('2026-11-22', '15:00'), now)).toBe(false);
    expect(PAST_SCHEDULE_WARNING).toBe('Scheduled time is in the past. Content will publish immediately.');
  });
});

describe('the schedule is London time, whatever the browser’s zone', () => {
  it('09:00 on a summer day is 08:00 UTC (BST); on a winter day 09:00 UTC', () => {
    expect(scheduledAt(on('2027-07-01', '09:00'))?.toISOString()).toBe('2027-07-01T08:00:00.000Z');
    expect(scheduledAt(on('2026-12-01', '09:00'))?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('a summer schedule is stored as its instant and opens again at the same London time', () => {
    const summer = publicationFor({ intent: 'publish', schedule: on('2027-07-01', '09:00'), now });
    expect(summer).toEqual({ status: 'published', publishedAt: '2027-07-01T08:00:00.000Z' });
    expect(scheduleFor('published', summer.publishedAt!, now)).toEqual(on('2027-07-01', '09:00'));
  });

  it('the next 09:00 is London’s: at 08:30 UTC on a summer morning it is already past (09:30 BST)', () => {
    expect(nextDefaultPublication(new Date('2027-07-01T08:30:00Z'))).toEqual({
      publishDate: '2027-07-02',
      publishTime: '09:00',
    });
  });
});

describe('publicationFor', () => {
  it('schedules for real: published with the future time', () => {
    expect(publicationFor({ intent: 'publish', schedule: on('2026-11-23', '09:00'), now })).toEqual({
      status: 'published',
      publishedAt: new Date(Date.UTC(2026, 10, 23, 9, 0)).toISOString(),
    });
  });

  it('publishes at once when the scheduled time has passed', () => {
    expect(publicationFor({ intent: 'publish', schedule: on('2026-11-22', '09:00'), now })).toEqual({
      status: 'published',
      publishedAt: null,
    });
  });

  it('without auto-publish keeps a draft with the planned time', () => {
    expect(publicationFor({ intent: 'publish', schedule: on('2026-11-23', '09:00', false), now })).toEqual({
      status: 'draft',
      publishedAt: new Date(Date.UTC(2026, 10, 23, 9, 0)).toISOString(),
    });
  });

  it('saving a draft never publishes', () => {
    expect(publicationFor({ intent: 'draft', schedule: defaultSchedule(now), now })).toEqual({
      status: 'draft',
      publishedAt: null,
    });
  });

  it('an update of a live story keeps its publication time', () => {
    const saved = { status: 'published', publishedAt: '2026-11-01T08:00:00.000Z' };
    expect(publicationFor({ intent: 'publish', schedule: defaultSchedule(now), saved, now })).toEqual({
      status: 'published',
      publishedAt: undefined,
    });
  });

  it('publishing a scheduled story now stamps it now', () => {
    const saved = { status: 'published', publishedAt: '2026-12-24T08:00:00.000Z' };
    expect(publicationFor({ intent: 'publish', schedule: defaultSchedule(now), saved, now }).publishedAt).toBeNull();
  });
});

describe('scheduleFor and the button label', () => {
  it('opens a scheduled story with its schedule on', () => {
    const at = new Date(Date.UTC(2026, 10, 25, 7, 15)).toISOString();
    expect(scheduleFor('published', at, now)).toEqual(on('2026-11-25', '07:15', true));
    expect(scheduleFor('draft', at, now)).toEqual(on('2026-11-25', '07:15', false));
    expect(scheduleFor('published', '2026-11-01T08:00:00.000Z', now).isScheduled).toBe(false);
  });

  it('names what the main button will do', () => {
    expect(publishButtonLabel(defaultSchedule(now), false, now)).toBe('Publish now');
    expect(publishButtonLabel(defaultSchedule(now), true, now)).toBe('Publish update');
    expect(publishButtonLabel(on('2026-11-23', '09:00'), false, now)).toBe('Schedule');
    expect(publishButtonLabel(on('2026-11-23', '09:00', false), false, now)).toBe('Save with planned time');
    expect(publishButtonLabel(on('2026-11-22', '09:00'), false, now)).toBe('Publish now');
  });
});
