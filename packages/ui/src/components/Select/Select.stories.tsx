import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Select } from './Select';

const pageSizes = [10, 25, 50, 75].map((n) => ({ id: n, label: String(n) }));

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Rows per page', options: pageSizes, defaultSelectedKey: 10, onSelectionChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Rows per page/ });
    await expect(button).toHaveTextContent('10');
    await userEvent.click(button);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '50' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(50);
    await expect(button).toHaveTextContent('50');
  },
};

export const Placeholder: Story = {
  args: {
    label: 'Work status',
    placeholder: 'Choose one',
    defaultSelectedKey: undefined,
    options: [
      { id: 'ft', label: 'Full time' },
      { id: 'pt', label: 'Part time' },
      { id: 'ct', label: 'Contract', isDisabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Work status/ })).toHaveTextContent('Choose one');
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a page size' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Rows per page/ })).toBeDisabled();
  },
};

export const Skins: Story = {
  render: (args) => <SkinGrid>{(skin) => <Select {...args} label={`Rows per page (${skin})`} />}</SkinGrid>,
};

export const RTL: Story = { globals: { direction: 'rtl' }, args: { label: 'عدد الصفوف' } };
