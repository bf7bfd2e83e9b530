import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import RolesPage from './RolesPage';

/** The roles screen of the template gallery (spec 001 section 6's sample roles), on the demo handlers. */
const meta = {
  title: 'Templates/Roles',
  component: RolesPage,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  render: () => (
    <DemoStory path="/apps/roles" patterns={['/apps/roles', '/apps/user/view/:id']}>
      <RolesPage />
    </DemoStory>
  ),
} satisfies Meta<typeof RolesPage>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Types by pasting: one input event, so a loaded machine does not spend the story's time on keystrokes. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

const cards = async (canvas: Canvas) => {
  const list = await canvas.findByRole('list', { name: 'Roles' });
  return within(list).getAllByRole('article');
};

/** Five role cards with their user counts, and the users table below (the visual baseline). */
export const Roles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await cards(canvas);
    await expect(found.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Administrator',
      'Manager',
      'User',
      'Support',
      'Restricted User',
    ]);
    const counts = found.map((c) => Number(/Total (\d+) user/.exec(c.textContent ?? '')?.[1]));
    await expect(counts.reduce((a, b) => a + b, 0)).toBe(50);
    await expect(await canvas.findByText('Showing 1 to 10 of 50 entries')).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Users and their roles' })).toBeVisible();
  },
};

/** Edit a role: the matrix opens with its grants; unticking one and saving changes the card. */
export const EditRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await cards(canvas);
    await expect(canvas.getByText('6 of 27 permissions')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit role User' }));
    const dialog = await page.findByRole('dialog', { name: 'Edit role' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveValue('User');
    const cell = within(dialog).getByRole('checkbox', { name: 'Read Project Planning' });
    await expect(cell).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Read Management' })).not.toBeChecked();
    await userEvent.click(cell);
    await expect(cell).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Edit role' })).toBeNull());
    await expect(await canvas.findByText('5 of 27 permissions')).toBeVisible();
    await expect(canvas.queryByText('6 of 27 permissions')).toBeNull();
  },
};

/** Opens the add-role dialog and names the role. */
const openAdd = async (canvasElement: HTMLElement, roleName: string) => {
  const canvas = within(canvasElement);
  const page = within(canvasElement.ownerDocument.body);
  await cards(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Add role' }));
  const dialog = await page.findByRole('dialog', { name: 'Add role' });
  await waitFor(() => expect(dialog).toBeVisible());
  const name = within(dialog).getByRole('textbox', { name: /Role name/ });
  await fill(name, roleName);
  return { dialog, name };
};

/** Add a role with a used name: refused on the name field, the dialog stays open. */
export const AddRoleNameTaken: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, name } = await openAdd(canvasElement, 'manager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(dialog).getByText('A role with this name already exists.')).toBeVisible();
  },
};

/** Add a role with every permission (select all): a new card with no users. */
export const AddRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const { dialog } = await openAdd(canvasElement, 'Auditor');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Create Management' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Add role' })).toBeNull());
    await waitFor(async () => expect(await cards(canvas)).toHaveLength(6));
    const auditor = (await cards(canvas))[5]!;
    await expect(within(auditor).getByRole('heading', { name: 'Auditor' })).toBeVisible();
    await expect(within(auditor).getByText('Total 0 users')).toBeVisible();
    await expect(within(auditor).getByText('27 of 27 permissions')).toBeVisible();
  },
};

/** The roles call fails: an alert with a retry; the users table still loads. */
export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/apps/roles/data', () =>
      HttpResponse.json({ message: 'The role store is down.' }, { status: 500 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The roles could not be loaded')).toBeVisible();
    await expect(canvas.getByText(/The role store is down\./)).toBeVisible();
    await expect(await canvas.findByText('Showing 1 to 10 of 50 entries')).toBeVisible();
  },
};

const rolesLoaded = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await cards(within(canvasElement))).toHaveLength(5);
};

/** The other skins (light is every story above) and right to left, under axe. */
export const Bordered: Story = { globals: { skin: 'bordered' }, play: rolesLoaded };
export const Dark: Story = { globals: { skin: 'dark' }, play: rolesLoaded };
export const SemiDark: Story = { globals: { skin: 'semi-dark' }, play: rolesLoaded };
export const RTL: Story = { globals: { direction: 'rtl' }, play: rolesLoaded };
