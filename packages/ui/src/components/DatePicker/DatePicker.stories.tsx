import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Interview date', onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: parseDate('2026-03-10') },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2026/ }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(String(lastArg(args.onChange))).toBe('2026-03-20');
  },
};

/** Segments are typed from the keyboard. */
export const Typing: Story = {
  play: async ({ args, canvas }) => {
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await userEvent.click(month);
    await userEvent.keyboard('04152026');
    await expect(String(lastArg(args.onChange))).toBe('2026-04-15');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Pick a date in the future', defaultValue: parseDate('2020-01-01') },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseDate('2026-03-10') } };

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>
      {(skin) => (
        <DatePicker {...args} label={`Interview date (${skin})`} defaultValue={parseDate('2026-03-10')} />
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'تاريخ المقابلة', defaultValue: parseDate('2026-03-10') },
};

/** The last value an onChange mock received. */
function lastArg(mock: unknown): unknown {
  const calls = (mock as { mock: { calls: unknown[][] } }).mock.calls;
  return calls[calls.length - 1]?.[0];
}
