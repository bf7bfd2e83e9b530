import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './DataTable.stories';

const { Default, Empty, SelectionAndBulkAction, ForcedLayouts, SortingAndBulkActions } =
  composeStories(stories);

afterEach(cleanup);

const dataRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);

// Role queries over a full table are slow in happy-dom on a busy machine: allow time, not timing.
describe('DataTable (stories in happy-dom)', { timeout: 30_000 }, () => {
  it('pages through 57 profiles ten at a time', async () => {
    const user = userEvent.setup();
    render(<Default />);
    expect(dataRows()).toHaveLength(10);
    expect(screen.getByText(/^Showing /).textContent).toBe('Showing 1 to 10 of 57 entries');
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(dataRows()).toHaveLength(7);
    expect(screen.getByText(/^Showing /).textContent).toBe('Showing 51 to 57 of 57 entries');
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the spec empty state when there are no rows', () => {
    render(<Empty />);
    // Plain text inside the table: a heading there would break the page's heading order.
    expect(screen.queryByRole('heading')).toBeNull();
    const title = screen.getByText('No Data Found');
    expect(title.closest('p')?.parentElement?.textContent).toContain(
      "Sorry, We Couldn't Find Any Data to Display",
    );
  });

  it('hands the selected row ids to the bulk action', async () => {
    const user = userEvent.setup();
    const { container } = render(<SelectionAndBulkAction />);
    const boxes = within(container).getAllByRole('checkbox', { name: /Select/ });
    // boxes[0] is "select all".
    await user.click(boxes[2]!);
    await user.click(screen.getByRole('button', { name: 'Mark Private' }));
    expect(SelectionAndBulkAction.args.bulkAction?.onAction).toHaveBeenCalledWith([1001]);
  });

  it('sorts by a sortable header and runs the chosen one of several bulk actions', async () => {
    const user = userEvent.setup();
    render(<SortingAndBulkActions />);
    const price = (row: HTMLElement) => Number(within(row).getAllByRole('gridcell')[4]!.textContent);
    const header = screen.getByRole('columnheader', { name: /Price \(in TAT\)/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(price(dataRows()[0]!)).toBe(5);
    await user.click(header);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(price(dataRows()[0]!)).toBe(35);
    const first = dataRows()[0]!;
    const id = Number(first.getAttribute('data-key'));
    await user.click(within(first).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    expect(SortingAndBulkActions.args.bulkActions?.[1]?.onAction).toHaveBeenCalledWith([id]);
    expect(SortingAndBulkActions.args.bulkActions?.[0]?.onAction).not.toHaveBeenCalled();
  });

  it('labels every value cell with its column for the stacked (phone) layout', () => {
    const { container } = render(<Default />);
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('auto');
    const row = dataRows()[0]!;
    expect(within(row).getByRole('rowheader').hasAttribute('data-row-header')).toBe(true);
    expect(within(row).getByRole('rowheader').hasAttribute('data-label')).toBe(false);
    const labels = within(row)
      .getAllByRole('gridcell')
      .map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual([
      'Date Public',
      'Status',
      'Rating',
      'Price (in TAT)',
      'Coin Earned (in TAT)',
      'Edit',
    ]);
  });

  it('takes a forced layout', () => {
    const { container } = render(<ForcedLayouts />);
    const layouts = [...container.querySelectorAll('[data-layout]')].map((el) =>
      el.getAttribute('data-layout'),
    );
    expect(layouts).toEqual(['cards', 'table']);
  });
});
