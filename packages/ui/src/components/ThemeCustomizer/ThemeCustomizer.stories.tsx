import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider, useLayoutSettings } from '../../theme/ThemeProvider';
import { SkinGrid } from '../../storybook';
import { defaultLayoutSettings } from '../../theme/layoutSettings';
import { ThemeCustomizer, ThemeCustomizerPanel } from './ThemeCustomizer';

function SettingsReadout() {
  const { settings } = useLayoutSettings();
  return <output aria-label="Current settings">{JSON.stringify(settings)}</output>;
}

const meta = {
  title: 'Patterns/ThemeCustomizer',
  component: ThemeCustomizer,
  render: (args) => (
    <ThemeProvider persist={false} applyToDocument={false}>
      <ThemeCustomizer {...args} />
      <SettingsReadout />
    </ThemeProvider>
  ),
} satisfies Meta<typeof ThemeCustomizer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const readout = (canvas: { getByRole: (role: string, o: { name: string }) => HTMLElement }) =>
  JSON.parse(canvas.getByRole('status', { name: 'Current settings' }).textContent ?? '{}');

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Theme Customizer' }));
    const drawer = within(await body().findByRole('dialog', { name: 'Theme Customizer' }));
    await userEvent.click(drawer.getByRole('radio', { name: 'Semi dark' }));
    await userEvent.click(drawer.getByRole('radio', { name: 'Horizontal' }));
    await userEvent.click(drawer.getByRole('switch', { name: 'Menu collapsed' }));
    await userEvent.click(
      within(drawer.getByRole('radiogroup', { name: 'Navbar type' })).getByRole('radio', { name: 'Hidden' }),
    );
    await waitFor(() =>
      expect(readout(canvas)).toMatchObject({
        skin: 'semi-dark',
        menuLayout: 'horizontal',
        menuCollapsed: true,
        navbarType: 'hidden',
      }),
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(readout(canvas)).toEqual(defaultLayoutSettings));
  },
};

/** Every setting of spec 000 section 4 is offered. */
export const Panel: Story = {
  render: () => (
    <ThemeProvider persist={false} applyToDocument={false}>
      <ThemeCustomizerPanel />
    </ThemeProvider>
  ),
  play: async ({ canvas }) => {
    for (const group of ['Skin', 'Content width', 'Menu layout', 'Navbar type', 'Footer type']) {
      await expect(canvas.getByRole('radiogroup', { name: group })).toBeVisible();
    }
    await expect(canvas.getAllByRole('radio', { name: /Light|Bordered|Dark|Semi dark/ })).toHaveLength(4);
    await expect(canvas.getByRole('switch', { name: 'RTL' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: /Navbar colour/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Router transition/ })).toHaveTextContent('Fade In');
  },
};

export const Skins: Story = {
  render: () => (
    <SkinGrid>
      {(skin) => (
        <ThemeProvider persist={false} applyToDocument={false}>
          <ThemeCustomizerPanel idSuffix={skin} />
        </ThemeProvider>
      )}
    </SkinGrid>
  ),
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  args: { defaultOpen: true },
  play: async () => {
    const drawer = await body().findByRole('dialog', { name: 'Theme Customizer' });
    // The drawer opens at the inline end: the left edge in RTL.
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().left)).toBeLessThan(20));
  },
};
