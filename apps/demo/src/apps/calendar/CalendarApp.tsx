import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ToggleButton, ToggleButtonGroup, useLocale } from 'react-aria-components';
import FullCalendar from '@fullcalendar/react';
import type {
  DateSelectArg,
  EventClickArg,
  EventDropArg,
  EventInput as FcEventInput,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import { Button, Dialog, Icon, Spinner, buttonClassName, showToast, useMediaQuery } from '@talent/ui';
import { LoadFailed } from '../../lib/LoadStates';
import { CALENDAR_REFERENCE_DATE } from '../../mocks/data/calendar';
import { calendarNames, type CalendarEvent, type CalendarName } from '../../mocks/data/types';
import { CalendarSidebar } from './CalendarSidebar';
import { EventDialog, type EventDraft } from './EventDialog';
import { movedRange, useCalendarActions, useEvents } from './model';
import * as pages from '../../pages/pages.css';
import * as styles from './calendar.css';

const views = [
  { id: 'dayGridMonth', label: 'Month', unit: 'month' },
  { id: 'timeGridWeek', label: 'Week', unit: 'week' },
  { id: 'timeGridDay', label: 'Day', unit: 'day' },
  { id: 'listMonth', label: 'List', unit: 'month' },
] as const;
type ViewId = (typeof views)[number]['id'];

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

/** A new event's starting values: the reference day, 09:00 to 10:00, in Business. */
function newDraft(start?: Date, end?: Date, allDay = false): EventDraft {
  const from = start ?? new Date(`${CALENDAR_REFERENCE_DATE}T09:00:00`);
  const range = movedRange(from, end ?? null, allDay);
  return {
    title: '',
    url: '',
    ...range,
    extendedProps: { calendar: 'Business', guests: [], description: '' },
  };
}

/**
 * The calendar app (spec 001, /apps/calendar) on FullCalendar: month, week, day and list views; the five
 * calendars with their colours and filters; add, edit and delete in a dialog; drag and resize to move
 * or extend an event (update-event). It opens on, and calls "today", the fixed reference date of the
 * sample events, so every run shows the same month. Phones get the list view and the filters in a sheet.
 */
export default function CalendarApp() {
  const isNarrow = useMediaQuery('(max-width: 900px)');
  const { direction } = useLocale();
  const calendarRef = useRef<FullCalendar>(null);
  const [selected, setSelected] = useState<CalendarName[]>([...calendarNames]);
  const [view, setView] = useState<ViewId>(isNarrow ? 'listMonth' : 'dayGridMonth');
  const [title, setTitle] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [dialog, setDialog] = useState<{ draft: EventDraft; isOpen: boolean; key: number } | null>(null);
  const events = useEvents(selected);
  const actions = useCalendarActions();
  const api = () => calendarRef.current?.getApi();

  // The time grids get a fixed height after the switch; start their scroll at the working day.
  useEffect(() => {
    if (view.startsWith('timeGrid')) calendarRef.current?.getApi().scrollToTime('08:00:00');
  }, [view]);

  const report = useCallback(
    (e: unknown) =>
      showToast({
        title: 'That did not work',
        description: e instanceof Error ? e.message : 'Something went wrong',
        tone: 'critical',
      }),
    [],
  );

  const byId = useMemo(() => new Map((events.data ?? []).map((e) => [e.id, e])), [events.data]);
  const fcEvents = useMemo<FcEventInput[]>(
    () =>
      (events.data ?? []).map((e) => ({
        id: String(e.id),
        title: e.title,
        start: e.start,
        end: e.end,
        allDay: e.allDay,
        // The URL stays out of FullCalendar's own fields: a click opens the dialog, not the address.
        extendedProps: { calendar: e.extendedProps.calendar },
      })),
    [events.data],
  );

  const open = (draft: EventDraft) => {
    setFiltersOpen(false);
    setDialog({ draft, isOpen: true, key: (dialog?.key ?? 0) + 1 });
  };
  const close = () => setDialog((d) => (d ? { ...d, isOpen: false } : d));

  const openEvent = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const event = byId.get(Number(info.event.id));
    if (event) open(event);
  };

  const move = (info: EventDropArg | EventResizeDoneArg) => {
    const stored = byId.get(Number(info.event.id));
    if (!stored || !info.event.start) return info.revert();
    const range = movedRange(info.event.start, info.event.end, info.event.allDay);
    actions
      .update({ ...stored, ...range })
      .then(() => showToast({ title: `"${stored.title}" moved` }))
      .catch((e: unknown) => {
        info.revert();
        report(e);
      });
  };

  const select = (info: DateSelectArg) => {
    api()?.unselect();
    open(newDraft(info.start, info.end, info.allDay));
  };

  const unit = views.find((v) => v.id === view)?.unit ?? 'month';
  const sidebar = (
    <CalendarSidebar selected={selected} onSelect={setSelected} onAdd={() => open(newDraft())} />
  );

  return (
    <div className={pages.page}>
      <div className={styles.pageHead}>
        <h1 className={pages.title}>Calendar</h1>
        {isNarrow ? (
          <div className={styles.toolbar}>
            <Button variant="outline" tone="neutral" onPress={() => setFiltersOpen(true)}>
              Calendars
            </Button>
            <Button onPress={() => open(newDraft())}>Add event</Button>
          </div>
        ) : null}
      </div>
      <div className={styles.app}>
        {isNarrow ? (
          <Dialog isOpen={filtersOpen} onOpenChange={setFiltersOpen} title="Calendars" placement="sheet">
            {sidebar}
          </Dialog>
        ) : (
          sidebar
        )}
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <Button variant="outline" tone="neutral" size="sm" onPress={() => api()?.today()}>
              Today
            </Button>
            <Button
              variant="ghost"
              tone="neutral"
              size="sm"
              aria-label={`Previous ${unit}`}
              onPress={() => api()?.prev()}
            >
              <Icon name="chevronStart" size={18} />
            </Button>
            <Button
              variant="ghost"
              tone="neutral"
              size="sm"
              aria-label={`Next ${unit}`}
              onPress={() => api()?.next()}
            >
              <Icon name="chevronEnd" size={18} />
            </Button>
            <h2 className={styles.viewTitle} aria-live="polite">
              {title}
            </h2>
            <ToggleButtonGroup
              aria-label="View"
              className={styles.views}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[view]}
              onSelectionChange={(keys) => {
                const next = [...keys][0] as ViewId | undefined;
                if (next) api()?.changeView(next);
              }}
            >
              {views.map((v) => (
                <ToggleButton
                  key={v.id}
                  id={v.id}
                  className={({ isSelected }) =>
                    buttonClassName({
                      variant: isSelected ? 'soft' : 'ghost',
                      tone: isSelected ? 'accent' : 'neutral',
                      size: 'sm',
                    })
                  }
                >
                  {v.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>

          {events.error ? (
            <LoadFailed
              title="The events could not be loaded"
              error={events.error}
              onRetry={() => void events.mutate()}
            />
          ) : !events.data ? (
            <div className={styles.status} role="status">
              <Spinner size="sm" /> Loading events…
            </div>
          ) : events.data.length === 0 ? (
            <div className={styles.status} role="status">
              {selected.length === 0
                ? 'No calendar is chosen: tick one to see its events.'
                : 'No events in the chosen calendars.'}
            </div>
          ) : null}

          <div className={styles.calendar} aria-busy={events.isLoading || undefined}>
            <FullCalendar
              ref={calendarRef}
              plugins={plugins}
              initialView={view}
              initialDate={CALENDAR_REFERENCE_DATE}
              now={CALENDAR_REFERENCE_DATE}
              headerToolbar={false}
              direction={direction}
              height={view.startsWith('timeGrid') ? 720 : 'auto'}
              scrollTime="08:00:00"
              events={fcEvents}
              eventDisplay="block"
              dayMaxEvents={3}
              editable
              selectable
              eventInteractive
              eventClassNames={(arg) => [styles.eventTone[arg.event.extendedProps.calendar as CalendarName]]}
              eventClick={openEvent}
              // FullCalendar makes events focusable links without an href (Enter opens them); name the
              // role so screen readers announce a button that opens the event.
              eventDidMount={({ el }) => {
                const anchor = el.tagName === 'A' ? el : el.querySelector('a');
                anchor?.setAttribute('role', 'button');
              }}
              eventDrop={move}
              eventResize={move}
              select={select}
              datesSet={(arg) => {
                setTitle(arg.view.title);
                setView(arg.view.type as ViewId);
              }}
              noEventsContent="No events this month"
            />
          </div>
        </div>
      </div>
      {dialog ? (
        <EventDialog
          key={dialog.key}
          isOpen={dialog.isOpen}
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          draft={dialog.draft}
          onSave={async (event) => {
            if ('id' in event) {
              await actions.update(event as CalendarEvent);
              showToast({ title: 'Event saved' });
            } else {
              await actions.add(event);
              showToast({ title: 'Event added' });
            }
          }}
          onRemove={async (id) => {
            await actions.remove(id);
            showToast({ title: 'Event deleted' });
          }}
        />
      ) : null}
    </div>
  );
}
