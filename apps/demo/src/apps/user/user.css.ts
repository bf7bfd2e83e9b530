import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const pageHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface.raised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border.card}`,
  minInlineSize: 0,
  '@media': { '(max-width: 600px)': { padding: vars.space.medium } },
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'end',
});

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

export const rowActions = style({ display: 'flex', gap: vars.space.xsmall, alignItems: 'center' });
export const userCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
});
export const userText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const nameLink = style({
  color: vars.color.text.primary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent.solid}` },
  },
});
export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });

/** The template's avatar colours (the listed user's avatarColor) on the initials avatar. */
const avatarTone = (tone: 'accent' | 'positive' | 'critical' | 'caution' | 'info' | 'neutral') => {
  const base = tone === 'accent' ? vars.color.accent : vars.color.status[tone];
  return { background: base.soft, color: base.text };
};
export const avatarColor = styleVariants({
  primary: {},
  success: {},
  danger: {},
  warning: {},
  info: {},
  secondary: {},
});
const toneOf = {
  primary: 'accent',
  success: 'positive',
  danger: 'critical',
  warning: 'caution',
  info: 'info',
  secondary: 'neutral',
} as const;
for (const [color, tone] of Object.entries(toneOf)) {
  globalStyle(`${avatarColor[color as keyof typeof toneOf]} > span`, avatarTone(tone));
}

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const sheetActions = style({
  display: 'flex',
  gap: vars.space.small,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
/** The add-user sheet sits at the inline end, full height, as the template's side sheet. */
export const sideSheet = style({
  marginInlineStart: 'auto',
  alignSelf: 'stretch',
  maxBlockSize: 'none',
  '@media': { '(max-width: 600px)': { marginInlineStart: 0 } },
});

/** The user view: the details card beside the tabs; stacked on a narrow screen. */
export const viewGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 340px) minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { '(max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const profile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  textAlign: 'center',
});
export const profileName = style({
  margin: 0,
  fontSize: vars.font.size.large,
  color: vars.color.text.primary,
});
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});
globalStyle(`${details} dt`, { color: vars.color.text.secondary, fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0, color: vars.color.text.primary, overflowWrap: 'anywhere' });
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  color: vars.color.text.primary,
});
export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.accent.solid}`,
});
export const planHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
});
export const price = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: 700,
  color: vars.color.accent.text,
});
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  color: vars.color.text.primary,
});
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});
export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingBlockStart: vars.space.medium,
});
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border.card}`,
});
export const plainTable = style({ inlineSize: '100%', borderCollapse: 'collapse' });
globalStyle(`${plainTable} th, ${plainTable} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border.card}`,
  color: vars.color.text.primary,
});
export const tableScroll = style({ overflowX: 'auto' });
