import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { datatableFixtures, jobAssignmentFixtures } from '../mocks/data/tables';
import { DemoStory, demoMsw, resetData } from '../storybook/DemoStory';
import { skinStory } from '../storybook/skins';
import DataTablesPage from './DataTablesPage';

/** The data tables page (spec 001: `/datatables`): three tables answered by the demo layer. */
const meta = {
  title: 'Templates/Data tables',
  component: DataTablesPage,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  render: () => (
    <DemoStory path="/datatables" patterns={['/datatables']}>
      <DataTablesPage />
    </DemoStory>
  ),
} satisfies Meta<typeof DataTablesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The candidates table with its first page: the header row and ten rows. */
const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const rows = datatableFixtures();
  const table = await canvas
    .findByRole('grid', { name: 'Candidates' })
    .catch(() => canvas.findByRole('table', { name: 'Candidates' }));
  await waitFor(() => expect(within(table).getAllByText(rows[0]!.full_name)[0]).toBeVisible());
  await expect(within(table).getAllByRole('row')).toHaveLength(11);
  await expect(within(table).queryAllByText(rows[10]!.full_name)).toHaveLength(0);
  return { canvas, table, rows };
};

/** The first page of candidates, untouched (the visual baseline: its play function only asserts). */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Data tables' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Ten rows a page by default; a search narrows the rows to the matches; page 2 shows the next ten. */
export const Candidates: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table, rows } = await loaded(canvasElement);
    // A search on a whole e-mail address finds that row alone.
    const search = canvas.getByRole('searchbox', { name: 'Search candidates' });
    await userEvent.click(search);
    await userEvent.paste(rows[12]!.email.toUpperCase());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getAllByText(rows[12]!.full_name)[0]).toBeVisible();
  },
};

/** The job assignment table in its own tab, with its request codes. */
export const JobAssignments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Job assignments' }));
    const first = jobAssignmentFixtures()[0]!;
    await waitFor(() => expect(canvas.getByText(first.job_requeste)).toBeVisible());
  },
};

/**
 * The bordered skin. The page has no raised card (the tables draw their own subtle outline in every skin), so
 * the check reads the card tokens the page resolves: flat and outlined.
 */
export const Bordered: Story = skinStory('bordered', loaded);

/** The semi-dark skin: the tables stay light (the menu and navbar of the shell would be dark). */
export const SemiDark: Story = skinStory('semi-dark', loaded);
