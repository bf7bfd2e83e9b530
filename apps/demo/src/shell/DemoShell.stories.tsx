import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_CREDENTIALS } from '../auth/session';
import { memoryStore } from '../auth/storyStore';
import { demoMsw, resetData } from '../storybook/DemoStory';
import { DemoShell } from './DemoShell';

let store = memoryStore();
type As = 'client' | 'admin';

/** The gallery's shell with a demo user: the menu shows what the user may read (spec 001 section 6). */
const meta = {
  title: 'Templates/Shell',
  parameters: { layout: 'fullscreen', ...demoMsw() },
  // msw's loader runs before this, so the mock answers the sign-in.
  beforeEach: async ({ args }) => {
    resetData();
    store = memoryStore();
    const { email, password } = DEMO_CREDENTIALS[args.as];
    await store.signIn(email, password);
  },
  args: { as: 'client' as As, path: '/gallery' },
  render: ({ path }: { as: As; path: string }) => (
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<DemoShell store={store} />}>
            <Route path="gallery" element={<h1>Template gallery</h1>} />
            <Route path="misc/not-authorized" element={<h1>Not authorized</h1>} />
            <Route path="*" element={<h1>A screen</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SWRConfig>
  ),
} satisfies Meta<{ as: As; path: string }>;
export default meta;

type Story = StoryObj<typeof meta>;

const menuGroups = ['Dashboards', 'Apps', 'Pages', 'Auth variants', 'Mail templates', 'Misc', 'Charts'];

/** The client: only the auth variants and access control (under Misc); no bookmarks. */
export const ClientMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Template gallery' })).toBeVisible();
    const nav = canvas.getAllByRole('navigation')[0]!;
    const shown = menuGroups.filter((group) => within(nav).queryByRole('button', { name: group }));
    await expect(shown).toEqual(['Auth variants', 'Misc']);
    await expect(canvas.getByRole('button', { name: /Account: Jane Doe/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bookmarks' })).toBeNull();
  },
};

/** The client on an admin screen lands on the not-authorized page. */
export const ClientRefused: Story = {
  args: { path: '/apps/email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
  },
};

/** The admin: every group, the bookmark stars, and the grouped search by keyboard. */
export const AdminSearch: Story = {
  args: { as: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { level: 1, name: 'Template gallery' });
    const nav = canvas.getAllByRole('navigation')[0]!;
    await expect(menuGroups.every((group) => within(nav).queryByRole('button', { name: group }))).toBe(true);
    const starred = await canvas.findByRole('list', { name: 'Bookmarked pages' });
    await waitFor(() => expect(within(starred).getAllByRole('link')).toHaveLength(3));
    const search = canvas.getByRole('combobox', { name: 'Search pages, files and contacts' });
    await userEvent.click(search);
    await userEvent.keyboard('to-do');
    const option = await body.findByRole('option', { name: 'To-do' });
    // The popover fades in: wait for it to be shown.
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'A screen' })).toBeVisible();
  },
};
