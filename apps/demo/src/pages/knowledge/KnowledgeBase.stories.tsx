import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import KnowledgeBasePage from './KnowledgeBasePage';

const patterns = [
  '/pages/knowledge-base',
  '/pages/knowledge-base/:category',
  '/pages/knowledge-base/:category/:question',
];

/** The knowledge base on three levels by slug (spec 001 section 2). */
const meta = {
  title: 'Templates/Knowledge base',
  component: KnowledgeBasePage,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  args: { path: '/pages/knowledge-base' },
  render: ({ path }: { path: string }) => (
    <DemoStory path={path} patterns={patterns}>
      <KnowledgeBasePage />
    </DemoStory>
  ),
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The category cards; a question link opens its article, with related questions. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Categories' });
    await expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Getting started', 'Uploading resumes', 'Marketplace', 'Billing']);
    await userEvent.click(canvas.getByRole('link', { name: 'How many resumes can I upload?' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'How many resumes can I upload?' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/The free plan uploads 200 resumes a month/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Which files can I upload?' })).toBeVisible();
  },
};

/** The search narrows the cards to the matching questions. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Categories' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the knowledge base' }), 'coins');
    await expect(canvas.getByRole('link', { name: 'How do coins work?' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Marketplace' })).toBeNull();
  },
};

export const Category: Story = {
  args: { path: '/pages/knowledge-base/billing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Where are my invoices?' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base/billing/find-my-invoices',
    );
  },
};

/** An unknown slug shows the 404 state with a way back. */
export const UnknownSlug: Story = {
  args: { path: '/pages/knowledge-base/billing/no-such-question' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No such question' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Billing' })).toBeVisible();
  },
};

export const UnknownCategory: Story = {
  args: { path: '/pages/knowledge-base/nope' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No such category' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/faq/data/category', () => HttpResponse.json({ message: 'Down.' }, { status: 500 })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The knowledge base could not be loaded')).toBeVisible();
  },
};
