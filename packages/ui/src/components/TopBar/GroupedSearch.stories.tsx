import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GroupedSearch } from './GroupedSearch';
import type { SearchGroup } from './groupedSearch';

const groups: SearchGroup[] = [
  {
    id: 'pages',
    title: 'Pages',
    items: ['Dashboard', 'Data tables', 'Date pickers', 'Dialogs', 'Drag and drop', 'Profile'].map(
      (title) => ({ id: title, title, description: `/${title.toLowerCase().replace(/\s+/g, '-')}` }),
    ),
  },
  {
    id: 'files',
    title: 'Files',
    items: [
      { id: 'f1', title: 'Dana resume.pdf', description: 'Dana Diaz, 1.5 mb' },
      { id: 'f2', title: 'Offer letter.docx', description: 'Sara Lee, 98 kb' },
    ],
  },
  {
    id: 'contacts',
    title: 'Contacts',
    items: [
      { id: 'c1', title: 'Dario Dent', description: 'dario@example.com' },
      { id: 'c2', title: 'Mia Wong', description: 'mia@example.com' },
    ],
  },
];

/** The top bar's grouped search (Pages, Files, Contacts; at most 4 a group), for `TopBar`'s `search` slot. */
const meta = {
  title: 'Patterns/GroupedSearch',
  component: GroupedSearch,
  args: { groups, onSelect: fn(), label: 'Search pages, files and contacts' },
  render: (args) => (
    <div style={{ minHeight: 420, maxWidth: 420 }}>
      <GroupedSearch {...args} />
    </div>
  ),
} satisfies Meta<typeof GroupedSearch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Typing shows each group with a title, at most 4 results; arrows and Enter pick one. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Search pages, files and contacts' });
    await userEvent.click(input);
    await userEvent.keyboard('d');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('group')).toHaveLength(3));
    const [pages] = within(listbox).getAllByRole('group');
    await expect(within(pages!).getAllByRole('option')).toHaveLength(4);
    // The popover fades in: wait for it to be shown.
    await waitFor(() => expect(within(listbox).getByText('Files')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledTimes(1));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Data tables' }),
      expect.objectContaining({ id: 'pages' }),
    );
    await expect(input).toHaveValue('');
  },
};

/** Nothing found says so. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('combobox'), 'zebra');
    const empty = await body.findByText('No Results');
    await waitFor(() => expect(empty).toBeVisible());
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('combobox'), 'mia');
    const option = await body.findByRole('option', { name: /Mia Wong/ });
    await waitFor(() => expect(option).toBeVisible());
  },
};

/**
 * Escape closes the results and keeps the text; a second Escape clears it. Until then the key stays with
 * the search, so a dialog or menu around it does not close too.
 */
export const Escape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const escapes: string[] = [];
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapes.push((event.target as HTMLInputElement).value);
    };
    const view = canvasElement.ownerDocument.defaultView!;
    view.addEventListener('keydown', onKey);
    try {
      const input = canvas.getByRole('combobox', { name: 'Search pages, files and contacts' });
      await userEvent.click(input);
      await userEvent.keyboard('dar');
      const option = await body.findByRole('option', { name: /Dario Dent/ });
      await waitFor(() => expect(option).toBeVisible());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(input).toHaveValue('dar');
      await expect(input).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveValue('');
      await expect(body.queryByRole('listbox')).toBeNull();
      await expect(escapes).toEqual([]);
      // An empty search has nothing left to undo: the key goes on to the page.
      await userEvent.keyboard('{Escape}');
      await expect(escapes).toEqual(['']);
    } finally {
      view.removeEventListener('keydown', onKey);
    }
  },
};
