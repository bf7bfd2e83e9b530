import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SkinGrid } from '../../storybook';
import { Button } from '../Button';
import { ProposalCard } from './ProposalCard';

const longLetter = [
  'Hello! I have redesigned onboarding for three payroll and HR products in the last two years, most recently',
  'for a company with 40,000 employees across twelve countries. I start with interviews and a funnel review,',
  'then prototype in Figma and test with five to eight users per round. I would deliver annotated flows,',
  'a clickable prototype and a short report of what we learned, and I can pair with your developers on the',
  'first release so that nothing is lost between design and code. I am available from next Monday and can',
  'join your stand-ups in the European morning. Happy to share case studies on request.',
].join(' ');

const meta = {
  title: 'Components/ProposalCard',
  component: ProposalCard,
  args: {
    freelancerName: 'Ana Lopez',
    headline: 'Senior product designer, fintech and HR',
    hourlyRate: 45,
    bid: 1400,
    daysToDeliver: 21,
    coverLetter: longLetter,
    stateLabel: 'Sent',
    stateTone: 'info',
  },
  // As wide as the proposals column of the project page, so the letter runs over the four clamped lines.
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProposalCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    actions: (
      <Button size="sm" onPress={fn()}>
        Award
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Ana Lopez' });
    const name = canvas.getByRole('heading', { name: 'Ana Lopez' });
    await expect(name).toBeVisible();
    // The avatar sits beside the name and headline, not above or below them.
    const avatar = card.querySelector('header span')!.getBoundingClientRect();
    const headline = canvas.getByText('Senior product designer, fintech and HR').getBoundingClientRect();
    await expect(avatar.right).toBeLessThanOrEqual(name.getBoundingClientRect().left);
    await expect(headline.bottom - name.getBoundingClientRect().top).toBeLessThan(60);
    await expect(card).toHaveTextContent('Bid: 1,400 TAT');
    await expect(card).toHaveTextContent('Delivers in 21 days');
    await expect(card).toHaveTextContent('45 TAT/hour');
    await expect(canvas.getByText('Sent')).toBeVisible();
    // A long letter is clamped; "More" shows all of it and "Less" clamps it again.
    const letter = canvas.getByText(/^Hello!/);
    const clampedHeight = letter.getBoundingClientRect().height;
    await expect(letter.scrollHeight).toBeGreaterThan(letter.clientHeight);
    const more = canvas.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveAttribute('aria-controls', letter.id);
    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(letter.getBoundingClientRect().height).toBeGreaterThan(clampedHeight);
    await expect(letter.scrollHeight).toBeLessThanOrEqual(letter.clientHeight + 1);
    await userEvent.click(less);
    await expect(letter.getBoundingClientRect().height).toBe(clampedHeight);
    await expect(canvas.getByRole('button', { name: 'Award' })).toBeVisible();
  },
};

/** A short letter needs no "More"; a profile without a rate shows none. */
export const ShortLetter: Story = {
  args: { coverLetter: 'I can do this in two weeks.', hourlyRate: null, daysToDeliver: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('I can do this in two weeks.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
    const card = canvas.getByRole('article');
    await expect(card).not.toHaveTextContent('TAT/hour');
    await expect(card).toHaveTextContent('Delivers in 1 day');
  },
};

/** On delivery the poster accepts or asks for changes; the buttons come from the caller. */
export const Delivered: Story = {
  args: {
    stateLabel: 'Delivered',
    stateTone: 'caution',
    actions: (
      <>
        <Button size="sm" variant="outline">
          Request changes
        </Button>
        <Button size="sm" tone="positive">
          Accept delivery
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Request changes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept delivery' })).toBeVisible();
  },
};

/** On a phone the card keeps its width: names, headline and letter wrap; the actions wrap below. */
export const Phone: Story = {
  args: {
    freelancerName: 'Maximiliana Alexandra Featherstonehaugh-Wolfeschlegel',
    actions: (
      <>
        <Button size="sm" variant="outline">
          Request changes
        </Button>
        <Button size="sm">Accept delivery</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(358);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByRole('button', { name: 'More' })).toBeVisible();
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>{(skin) => <ProposalCard {...args} freelancerName={`Ana Lopez (${skin})`} />}</SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: {
    freelancerName: 'سارة أحمد',
    headline: 'مصممة منتجات',
    stateLabel: 'مرسل',
    coverLetter: 'مرحبا! '.repeat(80),
    labels: {
      bid: (amount) => `العرض: ${amount} TAT`,
      days: (days) => `التسليم خلال ${days} يوما`,
      hourlyRate: (rate) => `${rate} TAT/ساعة`,
      more: 'المزيد',
      less: 'أقل',
    },
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('heading').getBoundingClientRect();
    const badge = canvas.getByText('مرسل').getBoundingClientRect();
    await expect(badge.left).toBeLessThan(name.left);
    await userEvent.click(canvas.getByRole('button', { name: 'المزيد' }));
    await expect(canvas.getByRole('button', { name: 'أقل' })).toHaveAttribute('aria-expanded', 'true');
  },
};
