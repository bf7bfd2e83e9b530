import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Key } from 'react-aria-components';
import { SkinGrid } from '../../storybook';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const sections = ['Experience', 'Education', 'Skills'] as const;

function ProfileTabs(props: { onSelectionChange?: (key: Key) => void; label?: string; disabled?: string[] }) {
  return (
    <Tabs onSelectionChange={props.onSelectionChange} disabledKeys={props.disabled}>
      <TabList aria-label={props.label ?? 'Profile sections'}>
        {sections.map((s) => (
          <Tab key={s} id={s}>
            {s}
          </Tab>
        ))}
      </TabList>
      {sections.map((s) => (
        <TabPanel key={s} id={s}>
          <p>{s} details.</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: ProfileTabs,
  args: { onSelectionChange: fn() },
} satisfies Meta<typeof ProfileTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('tab', { name: 'Experience' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Skills' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Skills details.');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('Skills');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Education' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  args: { disabled: ['Education'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Education' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Skins: Story = {
  render: () => <SkinGrid>{(skin) => <ProfileTabs label={`Profile sections (${skin})`} />}</SkinGrid>,
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Experience' }));
    // In RTL the left arrow goes to the next tab.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Education' })).toHaveAttribute('aria-selected', 'true');
  },
};
