import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  inlineSize: '100%',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

export const links = style({
  display: 'flex',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  color: vars.color.text.link,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
