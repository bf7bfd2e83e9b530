import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const searchRow = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(14rem, 1fr) auto',
  alignItems: 'end',
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: '1fr' } },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  alignItems: 'end',
});

export const name = style({ fontWeight: vars.font.weight.medium, display: 'block' });
export const sub = style({ color: vars.color.text.secondary, fontSize: '0.85em', display: 'block' });
export const skills = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxInlineSize: '16rem',
});

export const actions = style({ display: 'flex', gap: vars.space.xsmall, flexWrap: 'wrap' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});
export const factLabel = style({ color: vars.color.text.secondary });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.medium, textAlign: 'end' });
export const after = style({ fontWeight: vars.font.weight.strong });
/** The owner's part and the platform share: detail of the price, quieter than it. */
export const split = style({ fontWeight: vars.font.weight.regular, color: vars.color.text.secondary });
export const nowrap = style({ whiteSpace: 'nowrap' });

/** The results' "Sort by" picker in the card's header: as wide as its longest option. */
export const sortPicker = style({ minInlineSize: '11rem' });
