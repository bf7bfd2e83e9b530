import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_CREDENTIALS } from '../../auth/session';
import { memoryStore } from '../../auth/storyStore';
import { DemoShell } from '../../shell/DemoShell';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import CalendarApp from './CalendarApp';

/** The calendar app of the template gallery (spec 001), on FullCalendar and the demo layer's handlers. */
const meta = {
  title: 'Templates/Calendar',
  component: CalendarApp,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  render: () => (
    <DemoStory path="/apps/calendar" patterns={['/apps/calendar']}>
      <CalendarApp />
    </DemoStory>
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** An event on the calendar: FullCalendar's element around its title. */
const eventNamed = async (canvas: Canvas, title: string) => {
  // Grid views name it in .fc-event-title, the list view in a link inside .fc-list-event-title.
  const text: HTMLElement = await canvas.findByText(title, {
    selector: '.fc-event-title, .fc-list-event-title a',
  });
  const event = text.closest<HTMLElement>('.fc-event, .fc-list-event');
  if (!event) throw new Error(`"${title}" is not inside an event`);
  return event;
};

/** The month of the reference date with every calendar's events (the visual baseline). */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await eventNamed(canvas, 'Design review');
    await expect(canvas.getByRole('heading', { level: 2, name: 'January 2026' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'View all' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked();
    await expect(canvasElement.querySelectorAll('.fc-event').length).toBeGreaterThanOrEqual(12);
  },
};

/** Month, week, day and list views, and previous/next/today. */
export const Views: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await eventNamed(canvas, 'Design review');
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Jan 18 – 24, 2026' })).toBeVisible();
    await expect(await eventNamed(canvas, 'Doctor appointment')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Day' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'January 20, 2026' })).toBeVisible();
    await expect(canvas.queryByText('Doctor appointment')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'January 21, 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'January 20, 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'January 2026' })).toBeVisible();
    await expect(canvasElement.querySelector('.fc-list')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'February 2026' })).toBeVisible();
    // The two-day break is listed under each of its days.
    await waitFor(() => expect(canvas.getAllByText('Winter break')).toHaveLength(2));
  },
};

/** Add an event in the dialog: it is stored (add-event) and shows on the calendar in its colour. */
export const AddEvent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await eventNamed(canvas, 'Design review');
    await userEvent.click(canvas.getByRole('button', { name: 'Add event' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add event' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(dialog.getByText('Enter a title.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Offer call');
    await userEvent.click(dialog.getByRole('button', { name: 'Business Calendar' }));
    await userEvent.click(await body.findByRole('option', { name: 'Personal' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Guests/ }), 'dana.lee@northwind.io');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await body.findByText('Event added')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Add event' })).toBeNull());
    const added = await eventNamed(canvas, 'Offer call');
    await expect(added).toHaveTextContent('9a');
    await expect(added.closest('.fc-daygrid-day')).toHaveAttribute('data-date', '2026-01-20');
  },
};

/** A calendar's box hides its events; "View all" is then mixed, and brings them back. */
export const FilterCalendars: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await eventNamed(canvas, 'Design review');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Business' }));
    await waitFor(() => expect(canvas.queryByText('Design review')).toBeNull());
    await expect(canvas.getByText('Team lunch')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'View all' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'View all' }));
    await expect(await eventNamed(canvas, 'Design review')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'View all' }));
    await expect(await canvas.findByText('No calendar is chosen: tick one to see its events.')).toBeVisible();
    await expect(canvasElement.querySelectorAll('.fc-event')).toHaveLength(0);
  },
};

/** By keyboard: an event takes focus and Enter opens it; edit its title and calendar, then delete it. */
export const OpenEditDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const event = await eventNamed(canvas, 'Design review');
    await expect(event).toHaveAttribute('tabindex', '0');
    event.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = within(await body.findByRole('dialog', { name: 'Edit event' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Design review'));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Title' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Design critique');
    await userEvent.click(dialog.getByRole('button', { name: 'Business Calendar' }));
    await userEvent.click(await body.findByRole('option', { name: 'ETC' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Event saved')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Edit event' })).toBeNull());
    // Now in ETC: hiding ETC hides it.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ETC' }));
    await waitFor(() => expect(canvas.queryByText('Design critique')).toBeNull());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ETC' }));
    await userEvent.click(await eventNamed(canvas, 'Design critique'));
    dialog = within(await body.findByRole('dialog', { name: 'Edit event' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await body.findByText('Event deleted')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Design critique')).toBeNull());
  },
};

/** All day: the dialog switches to dates, and the event lands in the day's all-day row. */
export const AllDayEvent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await eventNamed(canvas, 'Design review');
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add event' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add event' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Offsite');
    await userEvent.click(dialog.getByRole('switch', { name: 'All day' }));
    await expect(dialog.getByRole('group', { name: 'Start date' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await body.findByText('Event added')).toBeVisible();
    const added = await eventNamed(canvas, 'Offsite');
    await expect(added.closest('.fc-daygrid-body')).not.toBeNull();
  },
};

/** A refused save shows the server's message in the dialog, and the dialog stays open. */
export const SaveRefused: Story = {
  parameters: demoMsw([
    http.post('*/apps/calendar/add-event', () =>
      HttpResponse.json({ message: 'The calendar is read-only today.' }, { status: 400 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await eventNamed(canvas, 'Design review');
    await userEvent.click(canvas.getByRole('button', { name: 'Add event' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add event' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Blocked');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('The calendar is read-only today.')).toBeVisible();
    await expect(body.getByRole('dialog', { name: 'Add event' })).toBeVisible();
  },
};

/** No events: the calendar says so. */
export const Empty: Story = {
  parameters: demoMsw([http.get('*/apps/calendar/events', () => HttpResponse.json([]))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No events in the chosen calendars.')).toBeVisible();
    await expect(canvasElement.querySelectorAll('.fc-event')).toHaveLength(0);
  },
};

/** While the events load. */
export const Loading: Story = {
  parameters: demoMsw([
    http.get('*/apps/calendar/events', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading events…')).toBeVisible();
  },
};

/** The events' call fails: an alert with a retry. */
export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/apps/calendar/events', () =>
      HttpResponse.json({ message: 'The calendar server is down.' }, { status: 500 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The events could not be loaded')).toBeVisible();
    await expect(canvas.getByText(/The calendar server is down\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

let shellStore = memoryStore();

/**
 * In the gallery's shell, signed in as the admin: the top bar's search on the calendar. Escape closes its
 * results and keeps the text, a second Escape clears it, and the calendar stays as it was.
 */
export const TopBarSearchEscape: Story = {
  parameters: { layout: 'fullscreen' },
  // After the meta's data reset; msw's loader runs before, so the mock answers the sign-in.
  beforeEach: async () => {
    shellStore = memoryStore();
    const { email, password } = DEMO_CREDENTIALS.admin;
    await shellStore.signIn(email, password);
  },
  render: () => (
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={['/apps/calendar']}>
        <Routes>
          <Route element={<DemoShell store={shellStore} />}>
            <Route path="apps/calendar" element={<CalendarApp />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SWRConfig>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await eventNamed(canvas, 'Design review');
    const search = canvas.getByRole('combobox', { name: 'Search pages, files and contacts' });
    await userEvent.click(search);
    await userEvent.keyboard('to');
    const option = await body.findByRole('option', { name: 'To-do' });
    // The popover fades in: wait for it to be shown.
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toHaveValue('to');
    await expect(search).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(body.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'January 2026' })).toBeVisible();
  },
};
