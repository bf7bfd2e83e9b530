import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { blogPostsFixture } from '@talent/api/msw';
import { initI18n } from '../../app/i18n';
import { PostCard } from './PostCard';

/** A post in the blog list (issue 20): the title links to the post, tags to the list filtered by them. */
const meta = {
  title: 'Pages/Blog post card',
  component: PostCard,
  args: { post: blogPostsFixture[0]!, now: Date.parse('2026-01-10T00:00:00Z') },
  loaders: [() => initI18n('en', false)],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxInlineSize: '22rem' }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof PostCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A published post: title link, byline, excerpt, tag links and its comment count. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Hiring in 2026: what changed' });
    await expect(within(article).getByRole('link', { name: 'Hiring in 2026: what changed' })).toHaveAttribute(
      'href',
      '/pages/blog/detail?slug=hiring-in-2026-what-changed',
    );
    await expect(within(article).getByRole('link', { name: 'Remote' })).toHaveAttribute(
      'href',
      '/pages/blog/list?tag=Remote',
    );
    await expect(article).toHaveTextContent('Erin Editor · Jan 5, 2026 · Hiring');
    await expect(article).toHaveTextContent('2 comments');
    await expect(canvas.queryByText('Draft')).toBeNull();
  },
};

/** A draft says so, and has no date yet. */
export const Draft: Story = {
  args: { post: { ...blogPostsFixture[1]!, status: 'draft', published_at: null, tags: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Draft')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Tags' })).toBeNull();
    await expect(canvas.queryByRole('time')).toBeNull();
  },
};

/** A post published for a later date is marked scheduled. */
export const Scheduled: Story = {
  args: { post: { ...blogPostsFixture[2]!, published_at: '2026-02-01T09:00:00.000Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Scheduled')).toBeVisible();
  },
};
