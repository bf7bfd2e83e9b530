import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Radio, RadioGroup } from './Radio';

const meta = {
  title: 'Components/Radio',
  component: RadioGroup,
  args: {
    label: 'Menu layout',
    defaultValue: 'vertical',
    onChange: fn(),
    children: (
      <>
        <Radio value="vertical">Vertical</Radio>
        <Radio value="horizontal">Horizontal</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Menu layout' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Horizontal' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('horizontal');
    // Arrow keys move the choice.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Vertical' })).toBeChecked();
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a layout', defaultValue: undefined },
};

export const Skins: Story = {
  render: (args) => <SkinGrid>{(skin) => <RadioGroup {...args} label={`Menu layout (${skin})`} />}</SkinGrid>,
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: {
    label: 'تخطيط القائمة',
    children: (
      <>
        <Radio value="vertical">عمودي</Radio>
        <Radio value="horizontal">أفقي</Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'عمودي' }));
    // In RTL the left arrow moves forward.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'أفقي' })).toBeChecked();
  },
};
