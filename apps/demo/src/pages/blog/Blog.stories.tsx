import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import BlogDetail from './BlogDetail';
import BlogEdit from './BlogEdit';
import BlogList from './BlogList';

const patterns = [
  '/pages/blog/list',
  '/pages/blog/detail',
  '/pages/blog/detail/:id',
  '/pages/blog/edit',
  '/pages/blog/edit/:id',
];

/** The blog screens by address, so a story can follow a link from one to the next. */
function BlogScreens() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/pages/blog/detail')) return <BlogDetail />;
  if (pathname.startsWith('/pages/blog/edit')) return <BlogEdit />;
  return <BlogList />;
}

/** The sample blog of spec 001 section 3. */
const meta = {
  title: 'Templates/Blog',
  component: BlogScreens,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  args: { path: '/pages/blog/list' },
  render: ({ path }: { path: string }) => (
    <DemoStory path={path} patterns={patterns}>
      <BlogScreens />
    </DemoStory>
  ),
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The posts' titles (a plain selector: role queries are slow on a busy machine). */
const posts = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll('ul[aria-label="Posts"] h2'),
];

/** Six posts with their tags, and the sidebar with the five categories. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(6));
    const categories = await canvas.findByRole('list', { name: 'Categories' });
    await expect(
      within(categories)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Quote', 'Fashion', 'Gaming', 'Video', 'Food']);
    await expect(canvas.getByRole('region', { name: 'Recent posts' })).toBeVisible();
  },
};

/** A category keeps the posts with its tag; the search filters by title; nothing found has its state. */
export const FilterAndSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(6));
    await userEvent.click(
      within(await canvas.findByRole('list', { name: 'Categories' })).getByRole('link', { name: 'Gaming' }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Blog: Gaming' })).toBeVisible();
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(2));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search posts' }), 'zebra');
    await expect(await canvas.findByRole('heading', { name: 'No posts found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all posts' }));
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(6));
  },
};

/** A post by id: content as text, tags, comments; a comment added appears, an empty one is refused. */
export const Detail: Story = {
  args: { path: '/pages/blog/detail/3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Share an Amazing and Shocking Fact or Statistic',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Every good opening makes the reader ask a question.')).toBeVisible();
    await expect(canvas.queryByText(/<p>/)).toBeNull();
    await expect(canvas.getByText('A variation on the question technique above.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(body.queryByText('Comment added')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: /Comment/ }), 'Great opening.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(await body.findByText('Comment added')).toBeVisible();
    await expect(canvas.getByText('Great opening.')).toBeVisible();
  },
};

export const UnknownPost: Story = {
  args: { path: '/pages/blog/detail/99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the blog' })).toBeVisible();
  },
};

/** The edit form: Published, the post's tags, a bad slug and no category are refused, then it saves. */
export const Edit: Story = {
  args: { path: '/pages/blog/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const slug = await canvas.findByRole('textbox', { name: /Slug/ });
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue(
      'The best features coming to iOS and Web design',
    );
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Published');
    await expect(canvas.getByRole('checkbox', { name: 'Quote' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Gaming' })).not.toBeChecked();
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Bad Slug');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Lower-case letters, digits and single hyphens.')).toBeVisible();
    await userEvent.clear(slug);
    await userEvent.type(slug, 'good-slug');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Quote' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fashion' }));
    await expect(await canvas.findByText('Choose at least one category.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Food' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await body.findByText('Post saved')).toBeVisible();
  },
};

/** Choosing a featured image shows its preview. */
export const FeaturedImage: Story = {
  args: { path: '/pages/blog/edit/2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /Slug/ });
    await expect(canvas.getByRole('img', { name: 'No featured image yet' })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    await expect(await canvas.findByRole('img', { name: 'Preview of cover.png' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/blog/list/data', () => HttpResponse.json({ message: 'The blog is down.' }, { status: 500 })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The posts could not be loaded')).toBeVisible();
  },
};
