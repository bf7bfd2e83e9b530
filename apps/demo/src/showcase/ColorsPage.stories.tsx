import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { skinTokens } from '@talent/ui';
import { ColorsPage } from './ColorsPage';

/** /colors: the theme's colour tokens as swatches in the current skin, with contrast (issue 22). */
const meta = {
  title: 'Templates/Colors',
  component: ColorsPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColorsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const swatch = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByText(name, { selector: 'code' }).closest('li')!;

/** Light: every group, a token's value and its contrast grade (the visual baseline). */
export const Light: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Colors' })).toBeVisible();
    await expect(canvas.getByText(/current skin \(light\)/)).toBeVisible();
    for (const group of ['Surfaces', 'Text', 'Borders', 'Accent', 'Status: critical', 'Status: info']) {
      await expect(canvas.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    const primary = swatch(canvas, 'color.text.primary');
    await expect(primary).toHaveTextContent(skinTokens.light.color.text.primary);
    await expect(primary).toHaveTextContent(/on raised/);
    await expect(within(primary).getByText('AAA')).toBeVisible();
    // A see-through colour has no measured contrast.
    await expect(swatch(canvas, 'color.surface.overlay')).toHaveTextContent('not measured');
  },
};

/** Dark: the values follow the skin on <html>. */
export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/current skin \(dark\)/)).toBeVisible();
    await expect(swatch(canvas, 'color.surface.raised')).toHaveTextContent(
      skinTokens.dark.color.surface.raised,
    );
  },
};

/** Semi-dark pages use the light tokens. */
export const SemiDark: Story = {
  globals: { skin: 'semi-dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/current skin \(semi-dark\)/)).toBeVisible();
    await expect(swatch(canvas, 'color.surface.raised')).toHaveTextContent(
      skinTokens.light.color.surface.raised,
    );
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Colors' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
