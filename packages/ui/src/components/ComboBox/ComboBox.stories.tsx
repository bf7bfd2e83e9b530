import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { ComboBox } from './ComboBox';

const cities = ['Austin', 'Boston', 'Chicago', 'Denver', 'Houston', 'Seattle'].map((c) => ({
  id: c,
  label: c,
}));

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: { label: 'City', defaultOptions: cities, placeholder: 'Type a city', onSelectionChange: fn() },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'ton');
    const listbox = await within(document.body).findByRole('listbox');
    // Filtering by "contains": Boston and Houston.
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Boston' }));
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenLastCalledWith('Boston'));
    await expect(input).toHaveValue('Boston');
  },
};

export const NoMatches: Story = {
  args: { emptyText: 'No Results', allowsEmptyCollection: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'zzz');
    await waitFor(async () => expect(await within(document.body).findByText('No Results')).toBeVisible());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toBeDisabled();
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a city from the list' } };

export const Skins: Story = {
  render: (args) => <SkinGrid>{(skin) => <ComboBox {...args} label={`City (${skin})`} />}</SkinGrid>,
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'المدينة', placeholder: 'اكتب مدينة' },
};
