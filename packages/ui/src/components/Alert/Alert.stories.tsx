import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Button } from '../Button';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'critical', children: 'Email or Password is Invalid' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failed form: announced at once (role alert). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email or Password is Invalid');
  },
};

/** Every tone; only the critical one interrupts, the others are polite status messages. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} tone={tone} title={`${tone[0]?.toUpperCase()}${tone.slice(1)}`}>
          A {tone} message for the form above.
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getAllByRole('status')).toHaveLength(alertTones.length - 1);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Critical');
  },
};

export const WithTitleAndAction: Story = {
  args: {
    tone: 'caution',
    title: 'Not enough TAT',
    children: 'This profile costs 25 TAT; your wallet holds 10 TAT.',
    action: (
      <Button size="sm" variant="soft" tone="neutral" onPress={fn()}>
        Purchase TAT
      </Button>
    ),
  },
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Not enough TAT');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Purchase TAT' })).toHaveFocus();
    await expect(args.tone).toBe('caution');
  },
};

/** Static advice read with the page, not announced. */
export const Note: Story = {
  args: { tone: 'info', role: 'note', children: 'Connect an e-mail account to send from your own address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Skins: Story = {
  render: () => (
    <SkinGrid>
      {() => (
        <div style={{ display: 'grid', gap: 8 }}>
          {alertTones.map((tone) => (
            <Alert key={tone} tone={tone} role="note">
              A {tone} message.
            </Alert>
          ))}
        </div>
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { tone: 'positive', title: 'تم الحفظ', children: 'تم حفظ ملفك الشخصي.' },
};
