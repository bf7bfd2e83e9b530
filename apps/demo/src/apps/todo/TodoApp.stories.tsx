import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import TodoApp from './TodoApp';

const patterns = ['/apps/todo', '/apps/todo/:filter', '/apps/todo/tag/:tag'];

/** The to-do app of the template gallery (spec 001), on the demo layer's msw handlers. */
const meta = {
  title: 'Templates/To-do',
  component: TodoApp,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  args: { path: '/apps/todo' },
  render: ({ path }: { path: string }) => (
    <DemoStory path={path} patterns={patterns}>
      <TodoApp />
    </DemoStory>
  ),
} satisfies Meta<{ path: string }>;
export default meta;

type Story = StoryObj<typeof meta>;

const rows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
const titles = (canvas: ReturnType<typeof within>) =>
  rows(canvas).map((row) => within(row).getAllByRole('button')[1]!.textContent ?? '');

/** Every task not deleted, latest first (the visual baseline). */
export const MyTasks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Tasks' });
    await expect(rows(canvas)).toHaveLength(10);
    await expect(rows(canvas)[0]).toHaveTextContent('Reply to the partnership enquiry');
    await expect(canvas.getByRole('link', { name: 'My tasks' })).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('checkbox', { name: 'Complete "Archive last year invoices"' }),
    ).toBeChecked();
  },
};

/** Search narrows the list; nothing found shows the empty state. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Tasks' });
    const search = canvas.getByRole('searchbox', { name: 'Search tasks' });
    await userEvent.type(search, 'hire');
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await expect(rows(canvas)[0]).toHaveTextContent('Hire a new developer');
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra');
    await expect(await canvas.findByRole('heading', { name: 'No tasks found' })).toBeVisible();
    await expect(canvas.getByText('Nothing here matches "zebra".')).toBeVisible();
  },
};

/** The sorts: title A to Z, then due date (the earliest first, the latest last). */
export const Sort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'Tasks' });
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Title, A to Z' }));
    await waitFor(() => expect(rows(canvas)[0]).toHaveTextContent('Archive last year invoices'));
    await expect(titles(canvas).at(-1)).toMatch(/^Update the resume parser benchmarks/);
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Due date' }));
    // Title order ends on "Update…"; due-date order ends on the latest due date (Feb 5).
    await waitFor(() => expect(rows(canvas).at(-1)).toHaveTextContent('Book the offsite venue'));
    await expect(rows(canvas)[0]).toHaveTextContent('Jan 15');
  },
};

/** Add a task in the side sheet (201): a missing title is marked first; then it heads the list. */
export const AddTask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'Tasks' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    const sheet = within(await body.findByRole('dialog', { name: 'Add task' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Add' }));
    await expect(sheet.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(sheet.getByRole('textbox', { name: 'Title' }), 'Write the gallery docs');
    await userEvent.click(sheet.getByRole('button', { name: /Assignee/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Ruby Gutierrez' }));
    await userEvent.click(sheet.getByRole('checkbox', { name: 'Update' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Add' }));
    await expect(await body.findByText('Task added')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Add task' })).toBeNull());
    await waitFor(() => expect(rows(canvas)).toHaveLength(11));
    await expect(rows(canvas)[0]).toHaveTextContent('Write the gallery docs');
    await expect(within(rows(canvas)[0]!).getByRole('img', { name: 'Ruby Gutierrez' })).toBeVisible();
  },
};

/** Edit a task: the sheet opens with its fields; a new title is saved. */
export const EditTask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'Tasks' });
    await userEvent.click(canvas.getByRole('button', { name: /^Book the offsite venue/ }));
    const sheet = within(await body.findByRole('dialog', { name: 'Edit task' }));
    const title = sheet.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveValue('Book the offsite venue'));
    await expect(sheet.getByRole('checkbox', { name: 'Team' })).toBeChecked();
    await expect(sheet.getByRole('button', { name: /Assignee/ })).toHaveTextContent('Andrew Anderson');
    await userEvent.clear(title);
    await userEvent.type(title, 'Book the offsite venue in Porto');
    await userEvent.click(sheet.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Task saved')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Book the offsite venue in Porto/ })).toBeVisible(),
    );
  },
};

/** Complete and star from the list: the task then shows under Completed and Important. */
export const CompleteAndStar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Tasks' });
    const done = canvas.getByRole('checkbox', { name: 'Complete "Hire a new developer"' });
    await userEvent.click(done);
    await waitFor(() => expect(done).toBeChecked());
    const star = canvas.getByRole('button', { name: 'Important "Book the offsite venue"' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(canvas.getByRole('link', { name: 'Completed' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('To-do: Completed'),
    );
    await waitFor(() => expect(canvas.getByText('Hire a new developer')).toBeVisible());
    await userEvent.click(canvas.getByRole('link', { name: 'Important' }));
    await waitFor(() => expect(canvas.getByText('Book the offsite venue')).toBeVisible());
  },
};

/** Soft delete: the task leaves the list and waits under Deleted, from where it is restored. */
export const DeleteAndRestore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'Tasks' });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete "Hire a new developer"' }));
    await expect(await body.findByText('Task deleted')).toBeVisible();
    await waitFor(() => expect(rows(canvas)).toHaveLength(9));
    await expect(canvas.queryByText('Hire a new developer')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Deleted' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Restore "Hire a new developer"' }));
    await expect(await body.findByText('Task restored')).toBeVisible();
    await waitFor(() => expect(rows(canvas)).toHaveLength(2));
    await userEvent.click(canvas.getByRole('link', { name: 'My tasks' }));
    await waitFor(() => expect(canvas.getByText('Hire a new developer')).toBeVisible());
  },
};

/** A tag's list: the tasks that carry it. */
export const ByTag: Story = {
  args: { path: '/apps/todo/tag/team' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Tasks' });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('To-do: Team');
    await expect(titles(canvas).map((t) => t.split(/Team|Medium|High/)[0])).toEqual([
      'Book the offsite venue',
      'Hire a new developer',
      'Plan a party for the development team',
    ]);
  },
};

/** Each filter has its own empty state (here: no deleted task after the fixtures' two are restored). */
export const EmptyDeleted: Story = {
  args: { path: '/apps/todo/deleted' },
  parameters: demoMsw([http.get('*/apps/todo/tasks', () => HttpResponse.json([]))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No tasks found' })).toBeVisible();
    await expect(canvas.getByText('The bin is empty.')).toBeVisible();
  },
};

/** The list's call fails: an alert with a retry. */
export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/apps/todo/tasks', () =>
      HttpResponse.json({ message: 'The task store is down.' }, { status: 500 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The tasks could not be loaded')).toBeVisible();
    await expect(canvas.getByText(/The task store is down\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
