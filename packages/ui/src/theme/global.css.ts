import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import './skins.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.primary,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('a', { color: vars.color.text.link });
