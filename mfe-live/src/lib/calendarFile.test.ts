import { mapSportsEventRow, type SportsEventRow } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { calendarFile, calendarFileName, escapeText, foldLine, utcStamp } from './calendarFile.ts';

const NOW = new Date('2026-11-21T12:00:00.123Z');
const PAGE = 'https://news.example/live-events/e1';
const event = (row: SportsEventRow = {}) =>
  mapSportsEventRow({
    id: 'e1',
    title: 'Budget Day live briefing',
    description: 'Our team explains; line one,\nline two',
    scheduled_start: '2026-11-22T14:00:00Z',
    scheduled_end: '2026-11-22T16:30:00Z',
    ...row,
  })!;
const options = { pageUrl: PAGE, productName: 'The Daily Chronicle', now: NOW };

/** Unfolds RFC 5545 content lines and returns them as [name, value] pairs. */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

describe('calendarFile', () => {
  it('is a VCALENDAR with one VEVENT: title, start, end, page URL, CRLF line ends', () => {
    const ics = calendarFile(event(), options)!;
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = contentLines(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'PRODID:-//The Daily Chronicle//Live Events//EN',
        'BEGIN:VEVENT',
        'UID:sports-event-e1@news.example',
        'DTSTAMP:20261121T120000Z',
        'DTSTART:20261122T140000Z',
        'DTEND:20261122T163000Z',
        'SUMMARY:Budget Day live briefing',
        `DESCRIPTION:Our team explains\\; line one\\,\\nline two\\n\\nWatch: ${PAGE}`,
        `URL:${PAGE}`,
        'TRIGGER:-PT10M',
        'END:VEVENT',
      ]),
    );
    expect(lines.filter((line) => line.startsWith('BEGIN:'))).toHaveLength(3);
  });

  it('leaves out DTEND when the end is missing or before the start', () => {
    expect(calendarFile(event({ scheduled_end: null }), options)).not.toContain('DTEND');
    expect(calendarFile(event({ scheduled_end: '2026-11-22T13:00:00Z' }), options)).not.toContain('DTEND');
  });

  it('gives null without a valid start', () => {
    expect(calendarFile(event({ scheduled_start: 'soon' }), options)).toBeNull();
    expect(calendarFile(event({ scheduled_start: null }), options)).toBeNull();
  });

  it('keeps hostile titles as text', () => {
    const ics = calendarFile(event({ title: 'X\r\nEND:VEVENT\r\nBEGIN:VEVENT;a,b\\' }), options)!;
    expect(contentLines(ics)).toContain('SUMMARY:X\\nEND:VEVENT\\nBEGIN:VEVENT\\;a\\,b\\\\');
    expect(contentLines(ics).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });
});

describe('content line helpers', () => {
  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split('\r\n')) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('escapes text and stamps UTC times', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(utcStamp('2026-11-22T14:00:00+02:00')).toBe('20261122T120000Z');
    expect(utcStamp('nope')).toBeNull();
  });

  it('names the file after the title', () => {
    expect(calendarFileName(event())).toBe('budget-day-live-briefing.ics');
    expect(calendarFileName(event({ title: '../../etc/passwd' }))).toBe('etc-passwd.ics');
    expect(calendarFileName(event({ title: '★★★' }))).toBe('event.ics');
  });
});
