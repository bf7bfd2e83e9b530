import { useSyncExternalStore } from 'react';
import { Badge, Card, skinTokens, skins, vars, type Skin } from '@talent/ui';
import { contrastGrade, contrastRatio } from './contrast';
import * as styles from './colors.css';

type TokenSkin = keyof typeof skinTokens;
type Colors = (typeof skinTokens)[TokenSkin]['color'];

function subscribeToSkin(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-skin'] });
  return () => observer.disconnect();
}
const readSkin = (): Skin => {
  const value = document.documentElement.getAttribute('data-skin');
  return (skins as readonly string[]).includes(value ?? '') ? (value as Skin) : 'light';
};

/** The skin on <html> (the theme customizer and Storybook's toolbar both write it there). */
export function useDocumentSkin(): Skin {
  return useSyncExternalStore(subscribeToSkin, readSkin, () => 'light');
}

/** Semi-dark has no tokens of its own: its page is the light skin's (the menu and navbar use dark). */
export const tokenSkinOf = (skin: Skin): TokenSkin => (skin === 'semi-dark' ? 'light' : skin);

interface Swatch {
  /** Token path, e.g. `color.text.primary`. */
  name: string;
  /** The CSS variable: the swatch follows the skin on its own. */
  cssVar: string;
  value: string;
  /** What the contrast is measured against (text on it, or it on a background). */
  pair?: { label: string; foreground: string; background: string };
}

interface SwatchGroup {
  title: string;
  description: string;
  swatches: Swatch[];
}

type Slots = Record<string, string>;

/** The groups of swatches of one skin's colour tokens, with the pairs whose contrast matters. */
export function swatchGroups(colors: Colors): SwatchGroup[] {
  const colorVars = vars.color as unknown as Record<string, Slots> & { status: Record<string, Slots> };
  const raised = colors.surface.raised;
  const slots = (
    group: string,
    values: Slots,
    cssVars: Slots,
    pair: (key: string, value: string) => Swatch['pair'],
  ) =>
    Object.entries(values).map(([key, value]) => ({
      name: `color.${group}.${key}`,
      cssVar: cssVars[key]!,
      value,
      pair: pair(key, value),
    }));
  const tone = (group: string, values: Slots, cssVars: Slots) =>
    slots(group, values, cssVars, (key, value) => {
      if (key === 'solid' || key === 'solidHover')
        return { label: 'onSolid on it', foreground: values.onSolid!, background: value };
      if (key === 'soft' || key === 'softHover')
        return { label: 'text on it', foreground: values.text!, background: value };
      if (key === 'text') return { label: 'on raised', foreground: value, background: raised };
      return { label: 'on solid', foreground: value, background: values.solid! };
    });
  return [
    {
      title: 'Surfaces',
      description: 'Backgrounds, with the contrast of primary text on each.',
      swatches: slots('surface', colors.surface, colorVars.surface!, (_, value) => ({
        label: 'primary text on it',
        foreground: colors.text.primary,
        background: value,
      })),
    },
    {
      title: 'Text',
      description: 'Text colours, measured on a raised surface (a card).',
      swatches: slots('text', colors.text, colorVars.text!, (key, value) =>
        key === 'inverse'
          ? { label: 'on accent', foreground: value, background: colors.accent.solid }
          : { label: 'on raised', foreground: value, background: raised },
      ),
    },
    {
      title: 'Borders',
      description: 'Outlines; controls and focus rings need 3:1 against the surface.',
      swatches: slots('border', colors.border, colorVars.border!, (_, value) => ({
        label: 'on raised',
        foreground: value,
        background: raised,
      })),
    },
    {
      title: 'Accent',
      description: 'The brand tone: primary buttons, links, selection.',
      swatches: tone('accent', colors.accent as unknown as Slots, colorVars.accent!),
    },
    ...Object.entries(colors.status).map(([name, values]) => ({
      title: `Status: ${name}`,
      description: `The ${name} tone of badges, alerts and buttons.`,
      swatches: tone(`status.${name}`, values as unknown as Slots, colorVars.status[name]!),
    })),
  ];
}

function Contrast({ pair }: { pair: NonNullable<Swatch['pair']> }) {
  const ratio = contrastRatio(pair.foreground, pair.background);
  if (ratio === null) return <span className={styles.meta}>Contrast: not measured (see-through)</span>;
  const grade = contrastGrade(ratio);
  return (
    <span className={styles.contrast}>
      <span className={styles.meta}>
        {ratio.toFixed(2)}:1 {pair.label}
      </span>
      <Badge
        tone={grade === 'Fails' ? 'critical' : grade === 'AA large' ? 'caution' : 'positive'}
        variant="soft"
      >
        {grade}
      </Badge>
    </span>
  );
}

/** The theme's colour tokens as swatches, in the current skin, with names, values and contrast (issue 22). */
export function ColorsPage() {
  const skin = useDocumentSkin();
  const groups = swatchGroups(skinTokens[tokenSkinOf(skin)].color);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Colors</h1>
      <p className={styles.lead}>
        The design system&apos;s colour tokens in the current skin ({skin}), generated from the theme.
        Contrast follows WCAG 2: AA needs 4.5:1 for text and 3:1 for large text and controls.
      </p>
      {groups.map((group) => (
        <Card key={group.title} title={group.title}>
          <p className={styles.description}>{group.description}</p>
          <ul className={styles.grid} aria-label={`${group.title} swatches`}>
            {group.swatches.map((swatch) => (
              <li key={swatch.name} className={styles.swatch}>
                <span className={styles.chip} style={{ background: swatch.cssVar }} aria-hidden="true" />
                <code className={styles.name}>{swatch.name}</code>
                <span className={styles.meta}>{swatch.value}</span>
                {swatch.pair ? <Contrast pair={swatch.pair} /> : null}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

export default ColorsPage;
