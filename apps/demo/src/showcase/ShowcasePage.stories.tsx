import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../storybook/DemoStory';
import { storyFilesOf, type ShowcasePageId } from './catalogue';
import { ShowcasePage } from './ShowcasePage';
import { loadShowcase } from './stories';
import { showcaseA11y } from './storyParameters';
import { StoryErrorBoundary } from './StoryStage';

/** The showcase pages generated from the design system's stories (issue 22). */
const meta = {
  title: 'Templates/Showcase',
  component: ShowcasePage,
  parameters: { layout: 'padded', ...demoMsw(), ...showcaseA11y },
  beforeEach: resetData,
  // The page's story files load before it renders (in the gallery they load behind a skeleton).
  loaders: [({ args }) => loadShowcase((args as { page: ShowcasePageId }).page)],
  render: ({ page, only }: { page: ShowcasePageId; only?: readonly string[] }) => (
    <DemoStory path={`/${page}`} patterns={[`/${page}`]}>
      <ShowcasePage page={page} only={only} />
    </DemoStory>
  ),
} satisfies Meta<typeof ShowcasePage>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The page's sections are its catalogue's story files: one h2 and one link each, and no example failed. */
async function expectSections(canvas: Canvas, page: ShowcasePageId, components: string[], all = true) {
  const title = canvas.getByRole('heading', { level: 1 }).textContent ?? '';
  const nav = await canvas.findByRole('navigation', { name: `${title} on this page` });
  await expect(within(nav).getAllByRole('link')).toHaveLength(
    all ? storyFilesOf(page).length : components.length,
  );
  for (const name of components) {
    await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(within(nav).getByRole('link', { name })).toHaveAttribute(
      'href',
      `#showcase-${name.toLowerCase()}`,
    );
  }
  await expect(canvas.queryByText(/could not be shown/)).toBeNull();
  // The all-skins and right-to-left stories are left out: the page shows the current skin.
  await expect(canvas.queryByRole('heading', { level: 3, name: /^(Skins|RTL)\b/ })).toBeNull();
}

export const UiElements: Story = {
  args: { page: 'ui-element' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'UI elements' })).toBeVisible();
    await expectSections(canvas, 'ui-element', [
      'Alert',
      'Avatar',
      'Badge',
      'Button',
      'Spinner',
      'StatusBadge',
    ]);
    // Each story is a card named by the story and its component; Default comes first.
    const alert = canvas.getByRole('region', { name: 'Alert' });
    const cards = within(alert).getAllByRole('heading', { level: 3 });
    await expect(cards[0]).toHaveAccessibleName('Default (Alert)');
    await expect(within(alert).getByRole('heading', { name: 'With Title And Action (Alert)' })).toBeVisible();
    await expect(within(alert).getByText('Not enough TAT')).toBeVisible();
  },
};

export const Components: Story = {
  args: { page: 'components' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible();
    await expectSections(canvas, 'components', ['Card', 'StatCard', 'Tabs', 'Dialog', 'Toast', 'Menu']);
    // A dialog story still works: its trigger opens it (and the play functions never ran).
    const dialogs = canvas.getByRole('region', { name: 'Dialog' });
    await userEvent.click(within(dialogs).getAllByRole('button', { name: 'Open dialog' })[0]!);
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The extensions are the heaviest stories: three of them keep the story's axe run short. */
export const Extensions: Story = {
  args: { page: 'extensions', only: ['PipelineBoard', 'PermissionMatrix', 'PricingGrid'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Extensions' })).toBeVisible();
    await expectSections(canvas, 'extensions', ['PipelineBoard', 'PermissionMatrix', 'PricingGrid'], false);
    // A story that opens its overlay on its own (args.defaultOpen) is shown closed.
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const PageLayout: Story = {
  args: { page: 'page-layout' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page layouts' })).toBeVisible();
    await expectSections(canvas, 'page-layout', ['AppShell', 'Footer', 'TopBar']);
    // The shell has its own <main> and menu: it renders in a frame, out of the page's landmarks.
    const frame = canvas.getByTitle<HTMLIFrameElement>('AppShell: Default (example)');
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Page content.'));
    await expect(canvas.queryAllByRole('main')).toHaveLength(0);
  },
};

export const Tables: Story = {
  args: { page: 'tables' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();
    await expectSections(canvas, 'tables', ['DataTable']);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Empty (DataTable)' })).toBeVisible();
  },
};

export const Charts: Story = {
  args: { page: 'charts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Charts' })).toBeVisible();
    await expectSections(canvas, 'charts', ['BarChart', 'EarningsChart']);
  },
};

function Broken(): never {
  throw new Error('The story broke.');
}

/** One story that throws shows an alert in its card; the rest of the page stays. */
export const BrokenExample: Story = {
  args: { page: 'charts' },
  render: () => (
    <StoryErrorBoundary name="Chart: Broken">
      <Broken />
    </StoryErrorBoundary>
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The "Chart: Broken" example could not be shown');
    await expect(alert).toHaveTextContent('The story broke.');
  },
};
