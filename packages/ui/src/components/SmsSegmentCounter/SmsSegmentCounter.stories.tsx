import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { SmsSegmentCounter } from './SmsSegmentCounter';

const meta = {
  title: 'Components/SmsSegmentCounter',
  component: SmsSegmentCounter,
  args: { encoding: 'GSM-7', units: 42, segments: 1, perSegment: 160, remaining: 118 },
} satisfies Meta<typeof SmsSegmentCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gsm7: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Message length' });
    await expect(group).toHaveAttribute('data-encoding', 'GSM-7');
    await expect(canvas.getByTestId('sms-units')).toHaveTextContent('42');
    await expect(canvas.getByTestId('sms-segments')).toHaveTextContent('1');
    await expect(canvas.queryByText(/UCS-2 because of/)).toBeNull();
  },
};

export const Ucs2: Story = {
  args: {
    encoding: 'UCS-2',
    units: 75,
    segments: 2,
    perSegment: 67,
    remaining: 59,
    ucs2Characters: ['😀', '—'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('UCS-2', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText(/UCS-2 because of/)).toHaveTextContent('UCS-2 because of: 😀—');
    await expect(canvas.getByTestId('sms-segments')).toHaveTextContent('2');
  },
};

export const TooLong: Story = {
  args: { units: 1000, segments: 7, perSegment: 153, remaining: 71, maxSegments: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('data-too-long', 'true');
    await expect(
      canvas.getByText('Longer than 5 segments: each segment is billed as one message.'),
    ).toBeVisible();
  },
};

/** The caller counts (here a toy GSM count of one unit per character); the counter follows as one types. */
function Typing() {
  const [text, setText] = useState('');
  const segments = text.length === 0 ? 0 : text.length <= 160 ? 1 : Math.ceil(text.length / 153);
  const perSegment = segments > 1 ? 153 : 160;
  return (
    <div style={{ display: 'grid', gap: 8, maxInlineSize: 420 }}>
      <label htmlFor="sms-text">Message</label>
      <textarea
        id="sms-text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby="sms-count"
      />
      <SmsSegmentCounter
        id="sms-count"
        encoding="GSM-7"
        units={text.length}
        segments={segments}
        perSegment={perSegment}
        remaining={Math.max(segments, 1) * perSegment - text.length}
      />
    </div>
  );
}

export const FollowsTyping: Story = {
  render: () => <Typing />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('sms-segments')).toHaveTextContent('0');
    await userEvent.type(canvas.getByLabelText('Message'), 'Hello Ava');
    await expect(canvas.getByTestId('sms-units')).toHaveTextContent('9');
    await expect(canvas.getByTestId('sms-segments')).toHaveTextContent('1');
  },
};

export const Skins: Story = {
  render: (args) => <SkinGrid>{() => <SmsSegmentCounter {...args} ucs2Characters={['😀']} />}</SkinGrid>,
  args: { encoding: 'UCS-2', units: 20, segments: 1, perSegment: 70, remaining: 50 },
};

export const RTL: Story = { globals: { direction: 'rtl' } };
