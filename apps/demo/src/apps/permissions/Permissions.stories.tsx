import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import PermissionsPage from './PermissionsPage';

/** The permissions screen of the template gallery (spec 001's sample permissions), on the demo handlers. */
const meta = {
  title: 'Templates/Permissions',
  component: PermissionsPage,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  render: () => (
    <DemoStory path="/apps/permissions" patterns={['/apps/permissions']}>
      <PermissionsPage />
    </DemoStory>
  ),
} satisfies Meta<typeof PermissionsPage>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Types by pasting: one input event, so a loaded machine does not spend the story's time on keystrokes. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

const rows = (canvas: Canvas) =>
  within(canvas.getByRole('grid', { name: 'Permissions' }))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0);
const names = (canvas: Canvas) => rows(canvas).map((row) => within(row).getByRole('rowheader').textContent);
const loaded = async (canvas: Canvas) => {
  await canvas.findByRole('grid', { name: 'Permissions' });
  await waitFor(() => expect(rows(canvas).length).toBeGreaterThan(0));
};

/** The nine sample permissions with their role chips and dates (the visual baseline). */
export const Permissions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(rows(canvas)).toHaveLength(9);
    await expect(canvas.getByText('Showing 1 to 9 of 9 entries')).toBeVisible();
    const onlyView = rows(canvas)[6]!;
    await expect(within(onlyView).getByRole('rowheader')).toHaveTextContent('Only View');
    await expect(within(onlyView).getByText('Restricted User')).toBeVisible();
    await expect(within(onlyView).getByText('04 Dec 2021, 8:15 PM')).toBeVisible();
  },
};

/** q matches a name or a created date; the role filter keeps the permissions of one role. */
export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await loaded(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Search permissions' });
    await fill(search, '14 oct');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names(canvas)).toEqual(['Add & Remove Users', 'Project Planning']));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(9));
    await userEvent.click(canvas.getByRole('button', { name: /Assigned to/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Support' }));
    await waitFor(() =>
      expect(names(canvas)).toEqual(['Project Planning', 'Manage Email Sequences', "Manage Others' Tasks"]),
    );
    await fill(search, 'zebra');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('No permissions found')).toBeVisible();
  },
};

/** Add: the dialog says a new permission goes to the administrator only; the new row shows that. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add permission' }));
    const dialog = await page.findByRole('dialog', { name: 'Add permission' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByText('A new permission is assigned to the Administrator role only.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add permission' }));
    await expect(await within(dialog).findByText('Enter a permission name.')).toBeVisible();
    await fill(within(dialog).getByRole('textbox', { name: /Permission name/ }), 'Export Reports');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add permission' }));
    await expect(await page.findByText('Export Reports added')).toBeVisible();
    await waitFor(() => expect(names(canvas)).toContain('Export Reports'));
    const added = rows(canvas).find((row) => row.textContent?.includes('Export Reports'))!;
    await expect(within(added).getByText('Administrator')).toBeVisible();
    await expect(within(added).queryByText('Manager')).toBeNull();
  },
};

/** Edit renames; delete asks first, then the row is gone. */
export const EditAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Only View' }));
    const dialog = await page.findByRole('dialog', { name: 'Edit permission' });
    await waitFor(() => expect(dialog).toBeVisible());
    const name = within(dialog).getByRole('textbox', { name: /Permission name/ });
    await expect(name).toHaveValue('Only View');
    await userEvent.clear(name);
    await fill(name, 'Read Only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Read Only saved')).toBeVisible();
    await waitFor(() => expect(names(canvas)).toContain('Read Only'));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Read Only' }));
    const confirm = await page.findByRole('alertdialog', { name: 'Delete Read Only?' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await page.findByText('Read Only deleted')).toBeVisible();
    await waitFor(() => expect(rows(canvas)).toHaveLength(8));
    await expect(names(canvas)).not.toContain('Read Only');
  },
};

/** The list's call fails: the table shows the error with a retry. */
export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/apps/permissions/data', () =>
      HttpResponse.json({ message: 'The permission store is down.' }, { status: 500 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The permissions could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

const listLoaded = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await loaded(canvas);
  await expect(rows(canvas)).toHaveLength(9);
};

/** The other skins (light is every story above) and right to left, under axe. */
export const Bordered: Story = { globals: { skin: 'bordered' }, play: listLoaded };
export const Dark: Story = { globals: { skin: 'dark' }, play: listLoaded };
export const SemiDark: Story = { globals: { skin: 'semi-dark' }, play: listLoaded };
export const RTL: Story = { globals: { direction: 'rtl' }, play: listLoaded };
