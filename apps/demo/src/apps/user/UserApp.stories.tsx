import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listedUserFixtures } from '../../mocks/data/listedUsers';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import UserList from './UserList';
import UserView from './UserView';

const patterns = ['/apps/user/list', '/apps/user/view', '/apps/user/view/:id'];

/** The user screens by address, so a story can follow a link from the list to a user. */
function UserScreens() {
  const { pathname } = useLocation();
  return pathname.startsWith('/apps/user/view') ? <UserView /> : <UserList />;
}

/** The users list and the user view of the template gallery (spec 001), on the demo layer's handlers. */
const meta = {
  title: 'Templates/Users',
  component: UserScreens,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  args: { path: '/apps/user/list' },
  render: ({ path }: { path: string }) => (
    <DemoStory path={path} patterns={patterns}>
      <UserScreens />
    </DemoStory>
  ),
} satisfies Meta<{ path: string }>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.getByRole('grid', { name: 'Users' });
const rows = (canvas: Canvas) =>
  within(table(canvas))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0);
const loaded = async (canvas: Canvas) => {
  await canvas.findByRole('grid', { name: 'Users' });
  await waitFor(() => expect(rows(canvas).length).toBeGreaterThan(0));
};
/** Types by pasting: one input event, so a loaded machine does not spend the story's time on keystrokes. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const choose = async (canvasElement: HTMLElement, select: RegExp, option: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: select }));
  await userEvent.click(await body(canvasElement).findByRole('option', { name: option }));
};

/** The first page: 10 of 50 users, newest first, each with an initials avatar (the visual baseline). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Users');
    await expect(rows(canvas)).toHaveLength(10);
    await expect(canvas.getByText('Showing 1 to 10 of 50 entries')).toBeVisible();
    await expect(within(rows(canvas)[0]!).getByRole('link', { name: 'Rosa Slixby' })).toHaveAttribute(
      'href',
      '/apps/user/view/50',
    );
    await expect(within(rows(canvas)[0]!).getByText('RS')).toBeVisible();
  },
};

/** Role, plan and status filters narrow the list together; "All" clears one. */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await choose(canvasElement, /Role$/, 'Maintainer');
    await waitFor(() =>
      expect(rows(canvas).every((row) => within(row).queryByText('Maintainer') !== null)).toBe(true),
    );
    await choose(canvasElement, /Status$/, 'Inactive');
    await waitFor(() =>
      expect(
        rows(canvas).every(
          (row) =>
            within(row).queryByText('Maintainer') !== null && within(row).queryByText('Inactive') !== null,
        ),
      ).toBe(true),
    );
    await choose(canvasElement, /Plan$/, 'Enterprise');
    await choose(canvasElement, /Role$/, 'All roles');
    await waitFor(() =>
      expect(
        rows(canvas).every(
          (row) =>
            within(row).queryByText('Enterprise') !== null && within(row).queryByText('Inactive') !== null,
        ),
      ).toBe(true),
    );
  },
};

/** Search (q), then a search that finds nothing shows the empty state; reset brings all back. */
export const SearchAndEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    await fill(search, 'kip');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rows(canvas).every((row) => /Kip /.test(row.textContent ?? ''))).toBe(true));
    await userEvent.clear(search);
    await fill(search, 'zebra');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('No users found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(await canvas.findByText('Showing 1 to 10 of 50 entries')).toBeVisible();
  },
};

/** Sorting by name asks the handler: A first, then Z first. */
export const SortByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const names = () => rows(canvas).map((row) => within(row).getAllByRole('link')[0]!.textContent ?? '');
    const header = canvas.getByRole('columnheader', { name: /User/ });
    await userEvent.click(header);
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(names()).toEqual([...names()].sort((a, b) => a.localeCompare(b))));
    await userEvent.click(header);
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(names()).toEqual([...names()].sort((a, b) => b.localeCompare(a))));
  },
};

/** Page size 25 and the second page. */
export const PageSizeAndPaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await choose(canvasElement, /Rows per page/, '25');
    await waitFor(() => expect(rows(canvas)).toHaveLength(25));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 26 to 50 of 50 entries')).toBeVisible();
  },
};

/** Add user: empty fields are refused, a used e-mail is shown on its field, then the user is added. */
export const AddUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    const sheet = await page.findByRole('dialog', { name: 'Add user' });
    await waitFor(() => expect(sheet).toBeVisible());
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add user' }));
    await expect(await within(sheet).findByText('Enter the full name.')).toBeVisible();
    await expect(within(sheet).getByText('Enter a valid e-mail.')).toBeVisible();
    await fill(within(sheet).getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
    await fill(within(sheet).getByRole('textbox', { name: /Username/ }), 'ada');
    await fill(within(sheet).getByRole('textbox', { name: /E-mail/ }), 'rosa.slixby50@example.com');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add user' }));
    const email = within(sheet).getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(sheet).getByText('This email is already in use.')).toBeVisible();
    await userEvent.clear(email);
    await fill(email, 'ada@example.com');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add user' }));
    await expect(await page.findByText('Ada Lovelace added')).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Add user' })).toBeNull());
    await expect(await canvas.findByText('Showing 1 to 10 of 51 entries')).toBeVisible();
    await expect(within(rows(canvas)[0]!).getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
  },
};

/** Delete asks first; cancelled, nothing changes; confirmed, the user leaves the list. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Rosa Slixby' }));
    const cancel = await page.findByRole('alertdialog', { name: 'Delete Rosa Slixby?' });
    await waitFor(() => expect(cancel).toBeVisible());
    await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(page.queryAllByRole('alertdialog', { name: 'Delete Rosa Slixby?' })).toHaveLength(0),
    );
    await expect(canvas.getByRole('link', { name: 'Rosa Slixby' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Rosa Slixby' }));
    const confirm = await page.findByRole('alertdialog', { name: 'Delete Rosa Slixby?' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await page.findByText('Rosa Slixby deleted')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Rosa Slixby' })).toBeNull());
    await expect(canvas.getByText('Showing 1 to 10 of 49 entries')).toBeVisible();
  },
};

/** The list's call fails: the table shows the error with a retry. */
export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/api/users/list/data', () =>
      HttpResponse.json({ message: 'The user store is down.' }, { status: 500 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The users could not be loaded.')).toBeVisible();
    await expect(canvas.getByText(/The user store is down\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The user view: details, plan and the account tab (the visual baseline). */
export const View: Story = {
  args: { path: '/apps/user/view/2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cyrill Redwall' })).toBeVisible();
    const details = canvas.getByRole('region', { name: 'User details' });
    await expect(within(details).getByText('@cyrill.redwall2')).toBeVisible();
    await expect(within(details).getByText('Skinder PVT LTD')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Team plan' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Projects' })).toBeVisible();
  },
};

/** Without an id the view shows user 1. */
export const ViewWithoutId: Story = {
  args: { path: '/apps/user/view' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = listedUserFixtures()[0]!;
    await expect(await canvas.findByRole('heading', { level: 1, name: first.fullName })).toBeVisible();
    await expect(canvas.getByText(`@${first.username}`)).toBeVisible();
  },
};

/** The tabs by keyboard: arrows move between them; security validates the new password. */
export const ViewTabs: Story = {
  args: { path: '/apps/user/view/3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    const account = await canvas.findByRole('tab', { name: 'Account' });
    account.focus();
    await userEvent.keyboard('{ArrowRight}');
    const security = canvas.getByRole('tab', { name: 'Security' });
    await waitFor(() => expect(security).toHaveAttribute('aria-selected', 'true'));
    await fill(canvas.getByLabelText('New password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(canvas.getByLabelText('New password'));
    await fill(canvas.getByLabelText('New password'), 'Secret123');
    await fill(canvas.getByLabelText('Confirm the new password'), 'Secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await page.findByText('Password changed')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing & plans' }));
    await expect(await canvas.findByRole('heading', { name: 'Payment method' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Notifications' }));
    const box = await canvas.findByRole('checkbox', { name: 'New for you by E-mail' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByRole('tab', { name: 'Connections' }));
    await expect(await canvas.findByRole('switch', { name: 'Connect Google' })).toBeVisible();
  },
};

/** An unknown id: a 404 state with a link back to the list. */
export const ViewNotFound: Story = {
  args: { path: '/apps/user/view/999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the users' })).toHaveAttribute(
      'href',
      '/apps/user/list',
    );
  },
};

const listLoaded = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await loaded(canvas);
  await expect(canvas.getByText('Showing 1 to 10 of 50 entries')).toBeVisible();
};

/** The other skins (light is every story above) and right to left, under axe. */
export const Bordered: Story = { globals: { skin: 'bordered' }, play: listLoaded };
export const Dark: Story = { globals: { skin: 'dark' }, play: listLoaded };
export const SemiDark: Story = { globals: { skin: 'semi-dark' }, play: listLoaded };
export const RTL: Story = { globals: { direction: 'rtl' }, play: listLoaded };
export const ViewDark: Story = {
  args: { path: '/apps/user/view/2' },
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Team plan' })).toBeVisible();
  },
};
