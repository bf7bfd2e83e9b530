// One step of the start (src/main.tsx): the theme and, with it, react-aria's core (its i18n, focus and press
// handling), which most of the app's modules share; and the layout settings, which hold the reader's locale.
export { ThemeProvider, readLayoutSettings } from '@talent/ui';
