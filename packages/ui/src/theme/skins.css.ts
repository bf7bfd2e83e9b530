import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { font, radius, skinTokens, space, type SkinTokens } from './tokens';

const full = (skin: SkinTokens) => ({ color: skin.color, shadow: skin.shadow, space, radius, font });

/**
 * Chrome (side menu, navbar) inside a semi-dark scope, unless a nearer non-semi-dark skin scope sits
 * between them (a light panel inside a semi-dark page keeps light chrome).
 */
const semiDarkChrome =
  '[data-skin="semi-dark"] [data-chrome]:not([data-skin="semi-dark"] [data-skin]:not([data-skin="semi-dark"]) [data-chrome])';

// Order matters: later rules win at equal specificity (`:root` vs `[data-skin]` on <html>).
createGlobalTheme(':root, [data-skin="light"], [data-skin="semi-dark"]', vars, full(skinTokens.light));
createGlobalTheme('[data-skin="bordered"]', vars, full(skinTokens.bordered));
createGlobalTheme(`[data-skin="dark"], ${semiDarkChrome}`, vars, full(skinTokens.dark));

globalStyle(':root, [data-skin="light"], [data-skin="bordered"], [data-skin="semi-dark"]', {
  colorScheme: 'light',
});
globalStyle(`[data-skin="dark"], ${semiDarkChrome}`, { colorScheme: 'dark' });

// A skin scope paints its own page colours, so nested scopes (Skins stories, semi-dark chrome) read right.
globalStyle('[data-skin]', {
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.primary,
});
