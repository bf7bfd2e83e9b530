import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Stack } from '../Layout';
import { StarRating } from '../StarRating';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

/** A dashboard profile row (spec 000 section 3). */
interface ProfileRow {
  profileId: number;
  first_name: string;
  last_name: string;
  marked_public_on: string;
  resume_rating: number;
  resume_price: number;
  coin_earned: number;
}

const firstNames = ['Ana', 'Bo', 'Chidi', 'Dana', 'Elif', 'Femi', 'Greta', 'Hiro', 'Ines', 'Jon'];
const lastNames = ['Lopez', 'Chen', 'Okafor', 'Smith', 'Yilmaz', 'Adeyemi', 'Berg', 'Sato', 'Costa', 'Park'];
const allRows: ProfileRow[] = Array.from({ length: 57 }, (_, i) => ({
  profileId: 1000 + i,
  first_name: firstNames[i % 10]!,
  last_name: lastNames[(i * 3) % 10]!,
  marked_public_on: `2026-0${(i % 9) + 1}-1${i % 10}`,
  resume_rating: (i * 17) % 101,
  resume_price: 5 + (i % 7) * 5,
  coin_earned: (i * 37) % 400,
}));

const columns: DataTableColumn<ProfileRow>[] = [
  { id: 'name', header: 'Full Name', cell: (r) => `${r.first_name} ${r.last_name}`, isRowHeader: true },
  { id: 'date', header: 'Date Public', cell: (r) => r.marked_public_on },
  { id: 'status', header: 'Status', cell: () => <Badge tone="positive">Public</Badge> },
  { id: 'rating', header: 'Rating', cell: (r) => <StarRating percent={r.resume_rating} /> },
  { id: 'price', header: 'Price (in TAT)', cell: (r) => r.resume_price, align: 'end' },
  { id: 'coins', header: 'Coin Earned (in TAT)', cell: (r) => r.coin_earned, align: 'end' },
  {
    id: 'edit',
    header: 'Edit',
    cell: (r) => (
      <Button size="sm" variant="ghost" aria-label={`Edit ${r.first_name} ${r.last_name}`}>
        Edit
      </Button>
    ),
  },
];

type DemoProps = Partial<DataTableProps<ProfileRow>> & { source?: ProfileRow[] };

/** Story data: the app passes its page-size rule in (the portal, `PAGE_SIZES` of `@talent/api/rules`). */
const pageSizes = [10, 25, 50, 75];

/** Pages, searches and selects over an in-memory list, as the portal does over the API. */
function ProfilesTable({ source = allRows, ...props }: DemoProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(pageSizes[0]!);
  const [query, setQuery] = useState('');
  const filtered = useMemo(
    () => source.filter((r) => `${r.first_name} ${r.last_name}`.toLowerCase().includes(query.toLowerCase())),
    [source, query],
  );
  return (
    <DataTable<ProfileRow>
      label="Top earning profiles"
      columns={columns}
      rows={filtered.slice((page - 1) * pageSize, page * pageSize)}
      getRowId={(r) => r.profileId}
      totalCount={filtered.length}
      page={page}
      onPageChange={setPage}
      pageSize={pageSize}
      pageSizeOptions={pageSizes}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      onSearch={(q) => {
        setQuery(q);
        setPage(1);
      }}
      onReset={() => {
        setQuery('');
        setPage(1);
      }}
      {...props}
    />
  );
}

const meta = {
  title: 'Patterns/DataTable',
  component: ProfilesTable,
} satisfies Meta<typeof ProfilesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Top earning profiles' });
    await expect(dataRows(table)).toHaveLength(10);
    await expect(canvas.getByText('Showing 1 to 10 of 57 entries')).toBeVisible();
    const pagination = within(canvas.getByRole('navigation', { name: /^Pagination/ }));
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(pagination.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByText('Showing 21 to 30 of 57 entries')).toBeVisible();
    // Two pages each side of page 3, and the last page.
    const pages = pagination.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    await expect(pages).toEqual(['1', '2', '3', '4', '5', '6']);
    await userEvent.click(pagination.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing 31 to 40 of 57 entries')).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Full name' });
    await expect(search).toHaveAttribute('placeholder', 'Search By Full Name');
    await userEvent.type(search, 'ana lopez');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const table = canvas.getByRole('grid');
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0));
    for (const row of dataRows(table)) await expect(row).toHaveTextContent('Ana Lopez');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(search).toHaveValue('');
    await expect(canvas.getByText('Showing 1 to 10 of 57 entries')).toBeVisible();
  },
};

export const PageSize: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '25' }));
    await expect(dataRows(canvas.getByRole('grid'))).toHaveLength(25);
    await expect(canvas.getByText('Showing 1 to 25 of 57 entries')).toBeVisible();
  },
};

export const SelectionAndBulkAction: Story = {
  args: { isSelectable: true, bulkAction: { label: 'Mark Private', onAction: fn() } },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Mark Private' })).toBeNull();
    const rows = dataRows(canvas.getByRole('grid'));
    await userEvent.click(within(rows[0]!).getByRole('checkbox'));
    await userEvent.click(within(rows[2]!).getByRole('checkbox'));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Private' }));
    await expect(args.bulkAction?.onAction).toHaveBeenCalledWith([1000, 1002]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(canvas.getByText('10 selected')).toBeVisible();
  },
};

/** Sorted by a sortable column (the app sorts, as the user list does on the server), with two bulk actions. */
function SortableProfiles(props: DemoProps) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'price', direction: 'ascending' });
  const sorted = useMemo(
    () =>
      [...allRows].sort(
        (a, b) =>
          (a.resume_price - b.resume_price) * (sort.direction === 'ascending' ? 1 : -1) ||
          a.profileId - b.profileId,
      ),
    [sort],
  );
  return (
    <ProfilesTable
      source={sorted}
      columns={columns.map((c) => (c.id === 'price' ? { ...c, allowsSorting: true } : c))}
      sortDescriptor={sort}
      onSortChange={setSort}
      isSelectable
      {...props}
    />
  );
}

export const SortingAndBulkActions: Story = {
  args: {
    bulkActions: [
      { label: 'Deactivate', onAction: fn() },
      { label: 'Reactivate', onAction: fn() },
    ],
  },
  render: (args) => <SortableProfiles {...args} />,
  play: async ({ args, canvas }) => {
    const price = (row: HTMLElement) => Number(within(row).getAllByRole('gridcell')[4]!.textContent);
    const header = canvas.getByRole('columnheader', { name: /Price \(in TAT\)/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(price(dataRows(canvas.getByRole('grid'))[0]!)).toBe(5);
    await userEvent.click(header);
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await expect(price(dataRows(canvas.getByRole('grid'))[0]!)).toBe(35);
    await userEvent.click(within(dataRows(canvas.getByRole('grid'))[0]!).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate' }));
    await expect(args.bulkActions?.[1]?.onAction).toHaveBeenCalledTimes(1);
    await expect(args.bulkActions?.[0]?.onAction).not.toHaveBeenCalled();
  },
};

/** Two rows selected, bulk action ready (no interaction: used by the visual regression set). */
export const Selected: Story = {
  args: {
    isSelectable: true,
    selectedKeys: [1001, 1003],
    bulkAction: { label: 'Mark Private', onAction: fn() },
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    // A plain table of skeleton rows until the rows arrive (no grid to navigate yet).
    await expect(canvas.getByRole('table', { name: /Loading rows/ })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getAllByText('Loading rows')).toHaveLength(5);
    await expect(canvas.queryByText('Ana Lopez')).toBeNull();
  },
};

export const Empty: Story = {
  args: { source: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Data Found')).toBeVisible();
    // Plain text, not a heading: a table's empty state must not break the page's heading order.
    await expect(canvas.queryByRole('heading', { name: 'No Data Found' })).toBeNull();
    await expect(canvas.getByText("Sorry, We Couldn't Find Any Data to Display")).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /^Pagination/ })).toBeNull();
  },
};

export const Error: Story = {
  args: { error: 'Something went wrong!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong!');
  },
};

export const Skins: Story = {
  render: () => (
    <SkinGrid stacked>
      {(skin) => (
        <ProfilesTable
          source={allRows.slice(0, 3)}
          label={`Top earning profiles (${skin})`}
          isSelectable
          labels={{ searchLabel: `Full name (${skin})`, rowsPerPage: `Rows per page (${skin})` }}
        />
      )}
    </SkinGrid>
  ),
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    // Reading order flips: "next" is to the left of "previous".
    await expect(next.getBoundingClientRect().left).toBeLessThan(previous.getBoundingClientRect().left);
  },
};

/** A phone-wide table (360 px): the container is narrow, so every row is a card and nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    const table = canvas.getByRole('grid', { name: 'Top earning profiles' });
    // Still a grid of rows and cells for assistive technology.
    await expect(dataRows(table)).toHaveLength(10);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(columns.length);
    const box = phone.getBoundingClientRect();
    // Nothing overflows sideways: the last column (the row's action) and the price are inside the phone.
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth + 1);
    const edit = canvas.getByRole('button', { name: 'Edit Ana Lopez' });
    await expect(edit.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    const firstRow = dataRows(table)[0]!;
    const price = within(firstRow).getAllByRole('gridcell')[3]!;
    await expect(price).toHaveTextContent('5');
    await expect(price.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    // Stacked: the price sits below the name, not beside it.
    const name = within(firstRow).getByRole('rowheader');
    await expect(price.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().top);
    // The column's name shows before the value (CSS text, not read twice).
    await expect(getComputedStyle(price, '::before').content).toContain('Price (in TAT)');
    // Keyboard: arrow keys move between the stacked rows.
    await userEvent.click(name);
    await userEvent.keyboard('{ArrowDown}');
    await expect(dataRows(table)[1]!.contains(document.activeElement)).toBe(true);
  },
};

/** Stacked whatever the width (`layout="cards"`); `layout="table"` keeps columns on a phone. */
export const ForcedLayouts: Story = {
  render: () => (
    <Stack gap="large">
      <ProfilesTable source={allRows.slice(0, 2)} label="Cards" layout="cards" />
      <div style={{ inlineSize: 360 }}>
        <ProfilesTable source={allRows.slice(0, 2)} label="Table" layout="table" />
      </div>
      <table aria-label="Other table">
        <tbody>
          <tr>
            <td>Another table on the page</td>
          </tr>
        </tbody>
      </table>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getByRole('grid', { name: 'Cards' });
    const row = dataRows(cards)[0]!;
    const [name, date] = [within(row).getByRole('rowheader'), within(row).getAllByRole('gridcell')[0]!];
    await expect(date.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().top);
    const table = canvas.getByRole('grid', { name: 'Table' });
    const tableRow = dataRows(table)[0]!;
    const [tName, tDate] = [
      within(tableRow).getByRole('rowheader'),
      within(tableRow).getAllByRole('gridcell')[0]!,
    ];
    await expect(Math.round(tDate.getBoundingClientRect().top)).toBe(
      Math.round(tName.getBoundingClientRect().top),
    );
    // A table keeps one grid: the header row is as wide as the body rows.
    const [head] = within(table).getAllByRole('row');
    await expect(Math.round(head!.getBoundingClientRect().width)).toBe(
      Math.round(tableRow.getBoundingClientRect().width),
    );
    // The stacked styles stay inside stacked tables: another table on the page is untouched.
    const other = canvas.getByRole('table', { name: 'Other table' });
    await expect(getComputedStyle(other.querySelector('tbody')!).display).toBe('table-row-group');
    await expect(getComputedStyle(other.querySelector('td')!).display).toBe('table-cell');
  },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
};
