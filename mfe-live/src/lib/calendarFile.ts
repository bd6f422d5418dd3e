import type { LiveEvent } from '@newsroom/shared';

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A UTC DATE-TIME (20261121T120000Z), or null for an invalid date. */
export function utcStamp(value: string | Date): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export interface CalendarFileOptions {
  /** The event's own page, e.g. https://news.example/live-events/{id}. */
  pageUrl: string;
  /** The product name, for PRODID. */
  productName: string;
  now?: Date;
}

/**
 * An RFC 5545 calendar file (VCALENDAR with one VEVENT) for an event: title, start, end (left out
 * when missing or not after the start, as a calendar then shows the start only), the event's page
 * URL, and an alarm 10 minutes before. Null when the event has no valid start.
 */
export function calendarFile(
  event: LiveEvent,
  { pageUrl, productName, now = new Date() }: CalendarFileOptions,
): string | null {
  const start = utcStamp(event.scheduledStart);
  if (!start) return null;
  const endTime = new Date(event.scheduledEnd).getTime();
  const end = endTime > new Date(event.scheduledStart).getTime() ? utcStamp(event.scheduledEnd) : null;
  const host = new URL(pageUrl).hostname;
  const description = [event.description.trim(), `Watch: ${pageUrl}`].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(productName)}//Live Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:sports-event-${escapeText(event.id)}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${start}`,
    ...(end ? [`DTEND:${end}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${pageUrl}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.title)}`,
    'TRIGGER:-PT10M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A safe download name from the title: "budget-day-live-briefing.ics". */
export function calendarFileName(event: LiveEvent): string {
  const slug = event.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}
