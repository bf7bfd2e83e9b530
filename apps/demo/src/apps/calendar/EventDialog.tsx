import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import {
  CalendarDate,
  CalendarDateTime,
  parseDate,
  parseDateTime,
  toCalendarDate,
  toCalendarDateTime,
} from '@internationalized/date';
import { Alert, Button, DatePicker, Dialog, Select, Switch, TextField } from '@talent/ui';
import { calendarNames, type CalendarEvent, type CalendarName } from '../../mocks/data/types';
import type { EventInput } from './model';
import * as styles from './calendar.css';

/** What the dialog opens on: an event to edit (with its id) or a new one's starting values. */
export type EventDraft = EventInput & { id?: number };

type Day = CalendarDate | CalendarDateTime;

interface FormState {
  title: string;
  calendar: CalendarName;
  allDay: boolean;
  start: Day;
  /** Inclusive for all-day events (the stored end is the day after). */
  end: Day;
  url: string;
  guests: string;
  description: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

function formFrom(draft: EventDraft): FormState {
  return {
    title: draft.title,
    calendar: draft.extendedProps.calendar,
    allDay: draft.allDay,
    start: draft.allDay ? parseDate(draft.start) : parseDateTime(draft.start),
    end: draft.allDay ? parseDate(draft.end).subtract({ days: 1 }) : parseDateTime(draft.end),
    url: draft.url,
    guests: draft.extendedProps.guests.join(', '),
    description: draft.extendedProps.description,
  };
}

/** All day on: whole days. Off: the start day at 09:00, an hour long. */
function withAllDay(form: FormState, allDay: boolean): FormState {
  if (allDay) return { ...form, allDay, start: toCalendarDate(form.start), end: toCalendarDate(form.end) };
  const start = toCalendarDateTime(toCalendarDate(form.start)).set({ hour: 9 });
  return { ...form, allDay, start, end: start.add({ hours: 1 }) };
}

type Errors = Partial<Record<'title' | 'end' | 'url' | 'guests', string>>;

function check(form: FormState): { errors: Errors; guests: string[] } {
  const errors: Errors = {};
  const guests = form.guests
    .split(/[,;\s]+/)
    .map((g) => g.trim())
    .filter(Boolean);
  if (!form.title.trim()) errors.title = 'Enter a title.';
  if (form.end.compare(form.start) < 0) errors.end = 'The event ends before it starts.';
  if (form.url.trim() && !isUrl(form.url.trim())) errors.url = 'Enter a web address starting with https://.';
  const wrong = guests.filter((g) => !EMAIL.test(g));
  if (wrong.length) errors.guests = `Not an e-mail address: ${wrong.join(', ')}`;
  return { errors, guests };
}

function inputFrom(form: FormState, guests: string[]): EventInput {
  return {
    title: form.title.trim(),
    url: form.url.trim(),
    start: form.start.toString(),
    end: (form.allDay ? form.end.add({ days: 1 }) : form.end).toString(),
    allDay: form.allDay,
    extendedProps: { calendar: form.calendar, guests, description: form.description },
  };
}

const calendarOptions = calendarNames.map((name) => ({ id: name, label: name }));

interface EventDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  draft: EventDraft;
  onSave: (event: EventInput | CalendarEvent) => Promise<void>;
  onRemove: (id: number) => Promise<void>;
}

/**
 * Add or edit an event: title, calendar, start and end (dates for all-day events, dates and times
 * otherwise), all day, URL, guests and description; an existing event can be deleted here too.
 * Remount it (key) for each event: its fields start from the draft.
 */
export function EventDialog({ isOpen, onOpenChange, draft, onSave, onRemove }: EventDialogProps) {
  const [form, setForm] = useState(() => formFrom(draft));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<'save' | 'remove' | null>(null);
  const isEdit = draft.id !== undefined;
  const set = (patch: Partial<FormState>) => setForm((current) => ({ ...current, ...patch }));

  const attempt = async (kind: 'save' | 'remove', work: () => Promise<void>) => {
    setPending(kind);
    setFailure(null);
    try {
      await work();
      onOpenChange(false);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Something went wrong');
    } finally {
      setPending(null);
    }
  };

  const save = () => {
    const { errors: found, guests } = check(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = inputFrom(form, guests);
    void attempt('save', () => onSave(isEdit ? { ...input, id: draft.id! } : input));
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Edit event' : 'Add event'}
      size="md"
      footer={
        <div className={styles.dialogFooter}>
          {isEdit ? (
            <Button
              variant="outline"
              tone="critical"
              isDisabled={pending !== null}
              onPress={() => void attempt('remove', () => onRemove(draft.id!))}
            >
              {pending === 'remove' ? 'Deleting…' : 'Delete'}
            </Button>
          ) : null}
          <span className={styles.grow} />
          <Button variant="outline" tone="neutral" onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="event-form" isDisabled={pending !== null}>
            {pending === 'save' ? 'Saving…' : isEdit ? 'Save' : 'Add'}
          </Button>
        </div>
      }
    >
      <Form
        id="event-form"
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          save();
        }}
      >
        {failure ? (
          <Alert tone="critical" title={isEdit ? 'Not saved' : 'Not added'}>
            {failure}
          </Alert>
        ) : null}
        <TextField
          label="Title"
          value={form.title}
          onChange={(title) => set({ title })}
          isInvalid={!!errors.title}
          errorMessage={errors.title}
          maxLength={200}
        />
        <Select
          label="Calendar"
          options={calendarOptions}
          selectedKey={form.calendar}
          onSelectionChange={(key) => key !== null && set({ calendar: key as CalendarName })}
        />
        <Switch isSelected={form.allDay} onChange={(allDay) => setForm((f) => withAllDay(f, allDay))}>
          All day
        </Switch>
        <div className={styles.formRow}>
          <DatePicker<Day>
            label={form.allDay ? 'Start date' : 'Start'}
            value={form.start}
            granularity={form.allDay ? 'day' : 'minute'}
            onChange={(start) => start && set({ start })}
          />
          <DatePicker<Day>
            label={form.allDay ? 'End date' : 'End'}
            value={form.end}
            granularity={form.allDay ? 'day' : 'minute'}
            onChange={(end) => end && set({ end })}
            isInvalid={!!errors.end}
            errorMessage={errors.end}
          />
        </div>
        <TextField
          label="Event URL"
          type="url"
          value={form.url}
          onChange={(url) => set({ url })}
          isInvalid={!!errors.url}
          errorMessage={errors.url}
        />
        <TextField
          label="Guests"
          value={form.guests}
          onChange={(guests) => set({ guests })}
          description="Optional. E-mail addresses, separated by commas."
          isInvalid={!!errors.guests}
          errorMessage={errors.guests}
        />
        <TextField
          label="Description"
          value={form.description}
          onChange={(description) => set({ description })}
          isMultiline
          rows={3}
          maxLength={5000}
        />
      </Form>
    </Dialog>
  );
}
