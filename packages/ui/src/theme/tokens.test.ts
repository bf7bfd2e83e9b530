import { describe, expect, it } from 'vitest';
import { skinTokens, statusTones, type ColorTokens } from './tokens';

/** WCAG 2 relative luminance and contrast ratio of two opaque hex colours. */
function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text/background pairs components actually use; each must reach WCAG AA (4.5:1). */
function pairs(color: ColorTokens): Array<[string, string, string]> {
  const list: Array<[string, string, string]> = [];
  for (const surface of ['page', 'raised', 'sunken', 'hover', 'field'] as const) {
    for (const text of ['primary', 'secondary', 'muted', 'link'] as const) {
      list.push([`text.${text} on surface.${surface}`, color.text[text], color.surface[surface]]);
    }
  }
  const tones = { accent: color.accent, ...color.status };
  for (const [name, tone] of Object.entries(tones)) {
    list.push([`${name}.onSolid on ${name}.solid`, tone.onSolid, tone.solid]);
    list.push([`${name}.onSolid on ${name}.solidHover`, tone.onSolid, tone.solidHover]);
    list.push([`${name}.text on ${name}.soft`, tone.text, tone.soft]);
    list.push([`${name}.text on ${name}.softHover`, tone.text, tone.softHover]);
    list.push([`${name}.text on surface.raised`, tone.text, color.surface.raised]);
    list.push([`${name}.text on surface.page`, tone.text, color.surface.page]);
  }
  list.push(['accent.text on surface.selected', color.accent.text, color.surface.selected]);
  return list;
}

describe.each(Object.entries(skinTokens))('skin %s', (_name, skin) => {
  it.each(pairs(skin.color))('%s reaches 4.5:1', (_label, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('fills every status tone', () => {
    for (const tone of statusTones) expect(skin.color.status[tone].solid).toMatch(/^#[0-9a-f]{6}$/);
  });
});
