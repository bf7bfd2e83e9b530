import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import PricingPage from './PricingPage';

/** The pricing sample (spec 001 section 9) on the design system's plan cards. */
const meta = {
  title: 'Templates/Pricing',
  component: PricingPage,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  render: () => (
    <DemoStory path="/pages/pricing" patterns={['/pages/pricing']}>
      <PricingPage />
    </DemoStory>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const plan = async (canvas: Canvas, name: string) => canvas.findByRole('region', { name });

/** Monthly by default: free at $0, paid at $29 a month; the coin arithmetic and the Q&A. */
export const Monthly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paid = await plan(canvas, 'Paid');
    await expect(within(paid).getByText('$29')).toBeVisible();
    await expect(within(await plan(canvas, 'Free')).getByText('$0')).toBeVisible();
    await expect(within(paid).getByText('Unlimited resume uploads')).toBeVisible();
    await expect(canvas.getByText('10 coins')).toBeVisible();
    await expect(canvas.getByText('10,000')).toBeVisible();
    await expect(canvas.getByText('100,000 coins = 10,000 uploads')).toBeVisible();
    await expect(canvas.getByText('Purchased uploads never expire')).toBeVisible();
    await expect(canvas.getByText('Do purchased uploads expire?')).toBeVisible();
  },
};

/** The switch to yearly: 25 a month, billed 300 a year; and back. */
export const Yearly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paid = await plan(canvas, 'Paid');
    await userEvent.click(canvas.getByRole('switch', { name: 'Billed yearly' }));
    await waitFor(() => expect(within(paid).getByText('$25')).toBeVisible());
    await expect(within(paid).getByText(/Billed \$300 a year/)).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Billed yearly' }));
    await waitFor(() => expect(within(paid).getByText('$29')).toBeVisible());
  },
};

/** Choosing the paid plan says the demo takes no payment. */
export const ChoosePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const paid = await plan(canvas, 'Paid');
    await userEvent.click(within(paid).getByRole('button', { name: 'Choose Plan' }));
    await expect(await body.findByText('Paid plan chosen')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/pricing/data', () => HttpResponse.json({ message: 'Prices are down.' }, { status: 500 })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The pricing could not be loaded')).toBeVisible();
    await expect(canvas.getByText(/Prices are down\./)).toBeVisible();
  },
};
