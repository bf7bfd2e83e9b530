import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

const phone = 'screen and (max-width: 767px)';

/** Basic: one centred card on the page background. */
export const basicPage = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  backgroundColor: vars.color.surface.page,
  '@media': { [phone]: { padding: vars.space.medium, placeItems: 'start center' } },
});

export const card = style({
  inlineSize: '100%',
  maxInlineSize: 440,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border.card}`,
  '@media': { [phone]: { padding: vars.space.large } },
});

/** Cover: an illustration panel beside the form; the panel gives way on phones. */
export const coverPage = style({
  minBlockSize: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(360px, 1fr)',
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
});

export const cover = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xxlarge,
  backgroundColor: vars.color.surface.page,
  '@media': { [phone]: { display: 'none' } },
});

export const coverArt = style({
  inlineSize: '100%',
  maxInlineSize: 520,
  blockSize: 'auto',
  color: vars.color.accent.solid,
});

export const coverForm = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.xxlarge,
  '@media': { [phone]: { padding: vars.space.large, justifyContent: 'flex-start' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
  color: vars.color.text.primary,
  textDecoration: 'none',
});

export const title = style({ margin: 0, fontSize: vars.font.size.xlarge, lineHeight: 1.3 });
export const lead = style({ margin: 0, color: vars.color.text.secondary });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const footer = style({ margin: 0, textAlign: 'center', color: vars.color.text.secondary });

export const credentials = style({ margin: 0, paddingInlineStart: vars.space.large });

export const code = style({ fontFamily: vars.font.family.mono });

export const digits = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.small,
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const legend = style({
  marginBlockEnd: vars.space.small,
  padding: 0,
  fontWeight: vars.font.weight.strong,
});

export const digit = style({
  inlineSize: '100%',
  minInlineSize: 0,
  blockSize: 48,
  textAlign: 'center',
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 2px ${vars.color.border.focus}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.status.critical.solid },
  },
});

export const fullWidth = style({ inlineSize: '100%' });
