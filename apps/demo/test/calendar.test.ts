import { describe, expect, it } from 'vitest';
import { CALENDAR_REFERENCE_DATE, calendarNames, type CalendarEvent } from '../src/mocks';
import { calendarFixtures } from '../src/mocks/data/calendar';
import { eventsUrl, movedRange } from '../src/apps/calendar/model';
import { call } from './setup';

const events = (query = '') => call<CalendarEvent[]>('GET', `/apps/calendar/events${query}`);

const draft = {
  title: 'Offer call',
  url: '',
  start: '2026-01-21T10:00',
  end: '2026-01-21T10:30',
  allDay: false,
  extendedProps: { calendar: 'Business', guests: ['dana.lee@northwind.io'], description: 'Salary range.' },
};

describe('calendar fixtures', () => {
  it('are the same on every load and sit around the fixed reference date', () => {
    expect(calendarFixtures()).toEqual(calendarFixtures());
    expect(CALENDAR_REFERENCE_DATE).toBe('2026-01-20');
    const fixtures = calendarFixtures();
    expect(fixtures.filter((e) => e.start.startsWith(CALENDAR_REFERENCE_DATE)).map((e) => e.title)).toEqual([
      'Design review',
      'Team lunch',
    ]);
    expect(new Set(fixtures.map((e) => e.extendedProps.calendar))).toEqual(new Set(calendarNames));
  });
});

describe('GET /apps/calendar/events', () => {
  it('answers every event, by start, in the entity shape of spec 001', async () => {
    const { status, body } = await events();
    expect(status).toBe(200);
    expect(body).toHaveLength(12);
    const starts = body.map((e) => e.start);
    expect(starts).toEqual([...starts].sort());
    expect(Object.keys(body[0]!).sort()).toEqual([
      'allDay',
      'end',
      'extendedProps',
      'id',
      'start',
      'title',
      'url',
    ]);
    const trip = body.find((e) => e.title === 'Family trip')!;
    expect(trip).toMatchObject({ allDay: true, start: '2026-01-28', end: '2026-01-31' });
    expect(body.find((e) => e.title === 'Design review')).toMatchObject({
      allDay: false,
      start: '2026-01-20T10:00:00',
      end: '2026-01-20T11:30:00',
    });
  });

  it('filters by the calendars list in its repeated, bracket and comma forms', async () => {
    const repeated = (await events('?calendars=Holiday&calendars=Family')).body;
    expect(repeated.map((e) => e.title)).toEqual([
      'Birthday dinner',
      'Public holiday',
      'Family trip',
      'Winter break',
    ]);
    expect(new Set(repeated.map((e) => e.extendedProps.calendar))).toEqual(new Set(['Holiday', 'Family']));
    const bracket = (await events('?calendars[]=Holiday&calendars[]=Family')).body;
    expect(bracket).toEqual(repeated);
    const comma = (await events('?calendars=Holiday,Family')).body;
    expect(comma).toEqual(repeated);
    const personal = (await events('?calendars=Personal')).body;
    expect(personal.map((e) => e.title)).toEqual(['Doctor appointment', 'Monthly checkup']);
  });

  it('answers nothing for an empty list and 400 for an unknown calendar', async () => {
    expect((await events('?calendars=')).body).toEqual([]);
    expect(await call('GET', '/apps/calendar/events?calendars=Work')).toEqual({
      status: 400,
      body: { message: 'Unknown calendar: Work.' },
    });
  });
});

describe('POST /apps/calendar/add-event', () => {
  it('stores the event and answers 201 with it and its new id', async () => {
    const { status, body } = await call<CalendarEvent>('POST', '/apps/calendar/add-event', { event: draft });
    expect(status).toBe(201);
    expect(body).toEqual({ ...draft, id: 13 });
    const business = (await events('?calendars=Business')).body;
    expect(business.map((e) => e.id)).toContain(13);
  });

  it('fills the optional fields', async () => {
    const { body } = await call<CalendarEvent>('POST', '/apps/calendar/add-event', {
      event: {
        title: 'Bank holiday',
        start: '2026-02-02',
        end: '2026-02-03',
        allDay: true,
        extendedProps: { calendar: 'Holiday' },
      },
    });
    expect(body).toEqual({
      id: 13,
      title: 'Bank holiday',
      url: '',
      start: '2026-02-02',
      end: '2026-02-03',
      allDay: true,
      extendedProps: { calendar: 'Holiday', guests: [], description: '' },
    });
  });

  it('refuses a malformed event with 400 and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...draft, title: ' ' }, 'Enter a title.'],
      [
        { ...draft, extendedProps: { calendar: 'Work' } },
        'Choose a calendar: Business, Holiday, Personal, ETC or Family.',
      ],
      [{ ...draft, start: '21/01/2026' }, 'Give start as YYYY-MM-DDTHH:mm.'],
      [{ ...draft, allDay: true }, 'Give start as YYYY-MM-DD.'],
      [{ ...draft, end: '2026-01-21T09:00' }, 'The event ends before it starts.'],
      [
        { ...draft, allDay: true, start: '2026-01-21', end: '2026-01-21' },
        'The event ends before it starts.',
      ],
      [{ ...draft, url: 'not a url' }, 'The URL is not valid.'],
      [{ ...draft, extendedProps: { calendar: 'ETC', guests: ['bob'] } }, 'Guests are e-mail addresses.'],
    ];
    for (const [event, message] of cases) {
      expect(await call('POST', '/apps/calendar/add-event', { event })).toEqual({
        status: 400,
        body: { message },
      });
    }
    expect((await call('POST', '/apps/calendar/add-event', draft)).status).toBe(400);
    expect((await events()).body).toHaveLength(12);
  });
});

describe('POST /apps/calendar/update-event', () => {
  it('replaces the event (a drag moves start and end) and answers 200 with it', async () => {
    const before = (await events()).body.find((e) => e.id === 1)!;
    const moved = { ...before, start: '2026-01-22T10:00:00', end: '2026-01-22T11:30:00' };
    const { status, body } = await call<CalendarEvent>('POST', '/apps/calendar/update-event', {
      event: moved,
    });
    expect(status).toBe(200);
    expect(body).toEqual(moved);
    expect((await events()).body.find((e) => e.id === 1)).toEqual(moved);
  });

  it('answers 404 for an unknown id and 400 without an id', async () => {
    expect(await call('POST', '/apps/calendar/update-event', { event: { ...draft, id: 99 } })).toEqual({
      status: 404,
      body: { message: 'Event not found.' },
    });
    expect((await call('POST', '/apps/calendar/update-event', { event: draft })).status).toBe(400);
  });
});

describe('DELETE /apps/calendar/remove-event', () => {
  it('removes the event and answers 200 with its id', async () => {
    expect(await call('DELETE', '/apps/calendar/remove-event?id=3')).toEqual({
      status: 200,
      body: { id: 3 },
    });
    const left = (await events()).body;
    expect(left).toHaveLength(11);
    expect(left.some((e) => e.id === 3)).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await call('DELETE', '/apps/calendar/remove-event?id=99')).toEqual({
      status: 404,
      body: { message: 'Event not found.' },
    });
    expect((await call('DELETE', '/apps/calendar/remove-event?id=abc')).status).toBe(400);
    expect((await call('DELETE', '/apps/calendar/remove-event')).status).toBe(400);
  });
});

describe('the calendar screen model', () => {
  it('asks for the chosen calendars in the filter order, and for none with an empty list', () => {
    expect(eventsUrl(['Family', 'Business'])).toBe(
      '/apps/calendar/events?calendars=Business&calendars=Family',
    );
    expect(eventsUrl([])).toBe('/apps/calendar/events?calendars=');
  });

  it('turns a drop or resize into stored start and end, filling the end FullCalendar leaves out', () => {
    const at = (day: number, hour = 0, minute = 0) => new Date(2026, 0, day, hour, minute);
    expect(movedRange(at(22, 10), at(22, 11, 30), false)).toEqual({
      start: '2026-01-22T10:00:00',
      end: '2026-01-22T11:30:00',
      allDay: false,
    });
    expect(movedRange(at(22, 23, 30), null, false)).toEqual({
      start: '2026-01-22T23:30:00',
      end: '2026-01-23T00:30:00',
      allDay: false,
    });
    // A timed event dropped on the all-day row becomes one day long.
    expect(movedRange(at(31), null, true)).toEqual({ start: '2026-01-31', end: '2026-02-01', allDay: true });
  });

  it('a moved event is accepted by update-event as it is', async () => {
    const stored = (await events()).body.find((e) => e.title === 'Design review')!;
    const moved = { ...stored, ...movedRange(new Date(2026, 0, 23, 14), null, false) };
    expect(await call('POST', '/apps/calendar/update-event', { event: moved })).toEqual({
      status: 200,
      body: moved,
    });
  });
});
