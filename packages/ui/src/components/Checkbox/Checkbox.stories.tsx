import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Stack } from '../Layout';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Willing to relocate', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Willing to relocate' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toHaveProperty('indeterminate', true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

export const Group: Story = {
  render: () => (
    <CheckboxGroup label="Work status" defaultValue={['full-time']}>
      <Checkbox value="full-time">Full time</Checkbox>
      <Checkbox value="part-time">Part time</Checkbox>
      <Checkbox value="contract">Contract</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Work status' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Contract' }));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  },
};

export const Invalid: Story = { args: { isInvalid: true, children: 'I accept the terms' } };

export const Skins: Story = {
  render: () => (
    <SkinGrid>
      {() => (
        <Stack gap="small">
          <Checkbox>Unchecked</Checkbox>
          <Checkbox defaultSelected>Checked</Checkbox>
          <Checkbox isIndeterminate>Some selected</Checkbox>
        </Stack>
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'مستعد للانتقال', defaultSelected: true },
};
