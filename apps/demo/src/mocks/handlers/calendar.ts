import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { calendarNames, type CalendarEvent, type CalendarName } from '../data/types';
import { demoPath, fail, jsonBody } from '../http';
import { demoDb } from '../store';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** An event as add-event receives it; update-event's also carries its id. */
const eventInput = z
  .object({
    title: z.string().trim().min(1, 'Enter a title.').max(200, 'The title is at most 200 characters.'),
    url: z.union([z.literal(''), z.url('The URL is not valid.')]).default(''),
    start: z.string(),
    end: z.string(),
    allDay: z.boolean().default(false),
    extendedProps: z.object({
      calendar: z.enum(calendarNames, 'Choose a calendar: Business, Holiday, Personal, ETC or Family.'),
      guests: z.array(z.email('Guests are e-mail addresses.')).default([]),
      description: z.string().max(5_000, 'The description is at most 5,000 characters.').default(''),
    }),
  })
  .superRefine((event, ctx) => {
    // All-day events are whole days (YYYY-MM-DD, end exclusive); timed ones local date-times.
    const shape = event.allDay ? DATE : DATE_TIME;
    const expected = event.allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DDTHH:mm';
    let wellFormed = true;
    for (const key of ['start', 'end'] as const) {
      if (shape.test(event[key]) && !Number.isNaN(Date.parse(event[key]))) continue;
      wellFormed = false;
      ctx.addIssue({ code: 'custom', path: [key], message: `Give ${key} as ${expected}.` });
    }
    // Same shape on both sides, so the strings compare as the dates do.
    const endsTooSoon = event.allDay ? event.end <= event.start : event.end < event.start;
    if (wellFormed && endsTooSoon)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'The event ends before it starts.' });
  });

const newEventBody = z.object({ event: eventInput });
const updateEventBody = z.object({
  event: z.intersection(z.object({ id: z.number().int().positive() }), eventInput),
});
const idParam = z.coerce.number().int().positive();

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}

/**
 * The `calendars` list: repeated (`calendars=Business&calendars=ETC`), in axios' bracket form
 * (`calendars[]=...`, as the template sent it) or comma separated. Absent: every calendar. Present but
 * empty (`calendars=`): none, so a filter with every box cleared shows an empty calendar.
 */
export function calendarsParam(params: URLSearchParams): CalendarName[] | { unknown: string } {
  const raw = [...params.getAll('calendars'), ...params.getAll('calendars[]')];
  if (raw.length === 0) return [...calendarNames];
  const names = raw
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.find((name) => !(calendarNames as readonly string[]).includes(name));
  return unknown === undefined ? (names as CalendarName[]) : { unknown };
}

const byStart = (a: CalendarEvent, b: CalendarEvent) => a.start.localeCompare(b.start) || a.id - b.id;

export const calendarHandlers = [
  http.get(demoPath('/apps/calendar/events'), ({ request }) => {
    const calendars = calendarsParam(new URL(request.url).searchParams);
    if (!Array.isArray(calendars)) return fail(400, `Unknown calendar: ${calendars.unknown}.`);
    const events = demoDb()
      .events.filter((event) => calendars.includes(event.extendedProps.calendar))
      .sort(byStart);
    return HttpResponse.json(events);
  }),

  // The spec does not show these answers: 201 with the stored event (its new id), as add-tasks does.
  http.post(demoPath('/apps/calendar/add-event'), async ({ request }) => {
    const body = newEventBody.safeParse(await jsonBody(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    const db = demoDb();
    const event: CalendarEvent = { ...body.data.event, id: Math.max(0, ...db.events.map((e) => e.id)) + 1 };
    db.events.push(event);
    return HttpResponse.json(event, { status: 201 });
  }),

  // 200 with the stored event; the whole event is sent (the dialog's save, or a drag or resize).
  http.post(demoPath('/apps/calendar/update-event'), async ({ request }) => {
    const body = updateEventBody.safeParse(await jsonBody(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    const events = demoDb().events;
    const index = events.findIndex((e) => e.id === body.data.event.id);
    if (index < 0) return fail(404, 'Event not found.');
    events[index] = body.data.event;
    return HttpResponse.json(body.data.event);
  }),

  // A hard delete (the spec keeps soft delete for tasks only); 200 with the removed id.
  http.delete(demoPath('/apps/calendar/remove-event'), ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id'));
    if (!id.success) return fail(400, 'Give the event id as a positive number.');
    const events = demoDb().events;
    const index = events.findIndex((e) => e.id === id.data);
    if (index < 0) return fail(404, 'Event not found.');
    events.splice(index, 1);
    return HttpResponse.json({ id: id.data });
  }),
];
