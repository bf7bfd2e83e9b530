import { expect } from 'storybook/test';
import { skinTokens, vars } from '@talent/ui';

/**
 * Reads a computed style of a throw-away element appended to `parent`: a colour written as a token (`#fff`,
 * `var(--…)`) comes back as the browser computes it (`rgb(…)`), so it can be compared with a card's.
 */
function probe(
  parent: HTMLElement,
  style: Partial<Record<'color' | 'backgroundColor' | 'boxShadow', string>>,
  attributes: Record<string, string> = {},
) {
  const element = document.createElement('div');
  Object.assign(element.style, style);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  try {
    const computed = getComputedStyle(element);
    return {
      color: computed.color,
      backgroundColor: computed.backgroundColor,
      boxShadow: computed.boxShadow,
    };
  } finally {
    element.remove();
  }
}

/** A token colour as the browser computes it. */
const rgb = (parent: HTMLElement, color: string) => probe(parent, { color }).color;

/**
 * Asserts that a story runs in the bordered or the semi-dark skin, with checks that fail in the light skin:
 *
 * - bordered: `card` (a raised panel) is flat and outlined: no shadow, and the bordered skin's card border
 *   (light cards have a shadow and a transparent border);
 * - semi-dark: the page keeps the light surfaces (`card`'s background is light's raised surface) while chrome
 *   (`data-chrome`, the shell's menu and navbar) takes the dark skin's: a chrome element placed in the page
 *   has the dark page colour (in the light skin it would have the light one).
 *
 * Without a `card` (a screen with no raised panel), a probe styled with the card tokens stands in for one.
 */
export async function expectSkin(canvasElement: HTMLElement, skin: 'bordered' | 'semi-dark', card?: Element) {
  await expect(document.documentElement).toHaveAttribute('data-skin', skin);
  const panel = card
    ? getComputedStyle(card)
    : probe(canvasElement, {
        backgroundColor: vars.color.surface.raised,
        boxShadow: vars.shadow.card,
        color: vars.color.border.card,
      });
  const border = card ? getComputedStyle(card).borderTopColor : panel.color;
  if (skin === 'bordered') {
    await expect(panel.boxShadow).toBe('none');
    await expect(border).toBe(rgb(canvasElement, skinTokens.bordered.color.border.card));
    await expect(border).not.toBe(rgb(canvasElement, skinTokens.light.color.border.card));
  } else {
    await expect(panel.backgroundColor).toBe(rgb(canvasElement, skinTokens.light.color.surface.raised));
    const chrome = probe(canvasElement, { backgroundColor: vars.color.surface.page }, { 'data-chrome': '' });
    await expect(chrome.backgroundColor).toBe(rgb(canvasElement, skinTokens.dark.color.surface.page));
    await expect(chrome.backgroundColor).not.toBe(rgb(canvasElement, skinTokens.light.color.surface.page));
  }
}

/** The first card of a dashboard or the cards page that has drawn its chart. */
export const firstChartCard = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-chart]')!.closest('section')!;

/**
 * A story of a screen in the bordered or the semi-dark skin: waits for the screen with `loaded`, then
 * `expectSkin` on the card `card` picks (the first chart card of a dashboard), or on a stand-in without one.
 */
export function skinStory(
  skin: 'bordered' | 'semi-dark',
  loaded: (canvasElement: HTMLElement) => Promise<unknown>,
  card?: (canvasElement: HTMLElement) => Element | undefined,
) {
  return {
    globals: { skin },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await loaded(canvasElement);
      await expectSkin(canvasElement, skin, card?.(canvasElement));
    },
  };
}
