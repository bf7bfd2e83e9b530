import type { CalendarEvent, CalendarName } from './types';

/**
 * The fixed day the sample events are placed around, and the day the calendar opens on. Never
 * `Date.now()`: the month on screen and its events are the same on every run, so screenshots are stable.
 */
export const CALENDAR_REFERENCE_DATE = '2026-01-20';

/** The reference date moved by `days`, as YYYY-MM-DD (calendar arithmetic in UTC: no DST surprises). */
export function dayFromReference(days: number): string {
  const date = new Date(`${CALENDAR_REFERENCE_DATE}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Seed {
  title: string;
  calendar: CalendarName;
  /** Days from the reference date. */
  day: number;
  /** Timed: [start, end] as HH:mm on that day. All-day: omitted, and `days` long. */
  time?: [string, string];
  days?: number;
  url?: string;
  guests?: string[];
  description?: string;
}

const seeds: Seed[] = [
  { title: 'Design review', calendar: 'Business', day: 0, time: ['10:00', '11:30'] },
  {
    title: 'Meeting with the client',
    calendar: 'Business',
    day: -6,
    time: ['14:00', '15:00'],
    url: 'https://example.com/meetings/client',
    guests: ['dana.lee@northwind.io'],
    description: 'Walk through the shortlist of candidates.',
  },
  { title: 'Dart game?', calendar: 'ETC', day: 2, time: ['18:00', '20:00'] },
  { title: 'Doctor appointment', calendar: 'Personal', day: -2, time: ['09:00', '09:45'] },
  { title: 'Family trip', calendar: 'Family', day: 8, days: 3, description: 'Cabin by the lake.' },
  { title: 'Public holiday', calendar: 'Holiday', day: -1, days: 1 },
  { title: 'Monthly checkup', calendar: 'Personal', day: 5, time: ['08:30', '09:00'] },
  { title: 'Hiring sprint', calendar: 'Business', day: 1, days: 3 },
  { title: 'Product launch', calendar: 'Business', day: -12, days: 1, url: 'https://example.com/launch' },
  { title: 'Birthday dinner', calendar: 'Family', day: -9, time: ['19:00', '21:30'] },
  {
    title: 'Team lunch',
    calendar: 'ETC',
    day: 0,
    time: ['12:30', '13:30'],
    guests: ['priya.raman@talent.local'],
  },
  { title: 'Winter break', calendar: 'Holiday', day: 12, days: 2 },
];

/** Written fixtures: 12 events across the reference month, every calendar represented. */
export function calendarFixtures(): CalendarEvent[] {
  return seeds.map((seed, index) => {
    const day = dayFromReference(seed.day);
    const allDay = !seed.time;
    return {
      id: index + 1,
      url: seed.url ?? '',
      title: seed.title,
      start: allDay ? day : `${day}T${seed.time![0]}:00`,
      end: allDay ? dayFromReference(seed.day + (seed.days ?? 1)) : `${day}T${seed.time![1]}:00`,
      allDay,
      extendedProps: {
        calendar: seed.calendar,
        guests: seed.guests ?? [],
        description: seed.description ?? '',
      },
    };
  });
}
