import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Tone } from '@talent/ui';
import { getJson, sendJson } from '../../lib/api';
import { calendarNames, type CalendarEvent, type CalendarName } from '../../mocks/data/types';

/** Each calendar's colour, from the theme's tones (the template's primary/success/error/warning/info). */
export const calendarTones: Record<CalendarName, Tone> = {
  Business: 'accent',
  Holiday: 'positive',
  Personal: 'critical',
  Family: 'caution',
  ETC: 'info',
};

/** An event as the dialog and the calendar send it: everything but the id. */
export type EventInput = Omit<CalendarEvent, 'id'>;

const EVENTS = '/apps/calendar/events';

/** The events of the chosen calendars (an empty choice asks for none: `calendars=`). */
export function eventsUrl(calendars: readonly CalendarName[]): string {
  // The spec's `calendars` list, repeated in the query in the filter's order.
  const ordered = calendarNames.filter((name) => calendars.includes(name));
  const query = ordered.length ? ordered.map((name) => `calendars=${name}`).join('&') : 'calendars=';
  return `${EVENTS}?${query}`;
}

export function useEvents(calendars: readonly CalendarName[]) {
  return useSWR<CalendarEvent[]>(eventsUrl(calendars), getJson, { keepPreviousData: true });
}

/** The calls that change events; each refreshes every events list afterwards. */
export function useCalendarActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () => mutate((key) => typeof key === 'string' && key.startsWith(EVENTS)),
    [mutate],
  );
  const add = useCallback(
    async (event: EventInput) => {
      const saved = await sendJson<CalendarEvent>('POST', '/apps/calendar/add-event', { event });
      await refresh();
      return saved;
    },
    [refresh],
  );
  const update = useCallback(
    async (event: CalendarEvent) => {
      const saved = await sendJson<CalendarEvent>('POST', '/apps/calendar/update-event', { event });
      await refresh();
      return saved;
    },
    [refresh],
  );
  const remove = useCallback(
    async (id: number) => {
      await sendJson('DELETE', `/apps/calendar/remove-event?id=${id}`);
      await refresh();
    },
    [refresh],
  );
  return useMemo(() => ({ add, update, remove }), [add, update, remove]);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the local ("floating") string the events use: YYYY-MM-DD, or with THH:mm:ss. */
export function toLocalString(date: Date, allDay: boolean): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return allDay ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * Start and end after a drag or resize. FullCalendar leaves `end` null when it keeps its default
 * duration (a day for all-day events, an hour otherwise); the stored event always has an end.
 */
export function movedRange(
  start: Date,
  end: Date | null,
  allDay: boolean,
): Pick<CalendarEvent, 'start' | 'end' | 'allDay'> {
  const finish = end ?? new Date(start.getTime());
  if (!end) {
    if (allDay) finish.setDate(finish.getDate() + 1);
    else finish.setHours(finish.getHours() + 1);
  }
  return { start: toLocalString(start, allDay), end: toLocalString(finish, allDay), allDay };
}
