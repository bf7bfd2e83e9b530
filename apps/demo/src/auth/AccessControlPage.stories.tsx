import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../storybook/DemoStory';
import AccessControlPage from './AccessControlPage';
import { DEMO_CREDENTIALS } from './session';
import { memoryStore } from './storyStore';

let store = memoryStore();

/** Access control (read ACL): the demo user's rules and what they open in the gallery. */
const meta = {
  title: 'Templates/Access control',
  parameters: { layout: 'padded', ...demoMsw() },
  // Loaders (msw's among them) run first, so the handlers answer this sign-in.
  beforeEach: async ({ args }) => {
    resetData();
    store = memoryStore();
    if (args.as === 'guest') return;
    const { email, password } = DEMO_CREDENTIALS[args.as];
    await store.signIn(email, password);
  },
  args: { as: 'client' as 'client' | 'admin' | 'guest' },
  render: () => (
    <DemoStory path="/access-control" patterns={['/access-control']}>
      <AccessControlPage store={store} />
    </DemoStory>
  ),
} satisfies Meta<{ as: 'client' | 'admin' | 'guest' }>;
export default meta;

type Story = StoryObj<typeof meta>;

const accessOf = (canvas: ReturnType<typeof within>, group: string) =>
  within(canvas.getByRole('row', { name: new RegExp(`^${group}`) })).getAllByRole('cell')[1];

export const Client: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access control' })).toBeVisible();
    await expect(canvas.getByText('client@demo.com')).toBeVisible();
    await expect(accessOf(canvas, 'Auth variants')).toHaveTextContent('Allowed');
    await expect(accessOf(canvas, 'Apps')).toHaveTextContent('Hidden');
    await expect(accessOf(canvas, 'Misc: Access control')).toHaveTextContent('Allowed');
  },
};

export const Admin: Story = {
  args: { as: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('admin@demo.com')).toBeVisible();
    await expect(accessOf(canvas, 'Apps')).toHaveTextContent('Allowed');
    await expect(canvas.getByRole('cell', { name: 'manage' })).toBeVisible();
  },
};

export const Guest: Story = {
  args: { as: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nobody is signed in: the guest reads Auth only.')).toBeVisible();
    await expect(accessOf(canvas, 'Misc: Access control')).toHaveTextContent('Hidden');
  },
};
