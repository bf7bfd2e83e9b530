import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { I18nProvider } from 'react-aria-components';
import { handlers } from '@talent/api/msw';
import { applyDirection, applySkin, skins, type Direction, type Skin } from '@talent/ui';
import { storyLocale } from '@talent/ui/storybook';
import { configure } from 'storybook/test';

// findBy*/waitFor poll for an explicit signal (a row, a toast, a chart drawn) and give up after
// asyncUtilTimeout. Testing Library's 1 s default is made for jsdom; in a real Chromium on a 2-core CI
// machine a lazy chunk plus an msw round trip passed it (a dashboard's eight charts, an invoice's toast),
// failing stories whose code was right. 5 s stays well inside the 30 s story budget, so a story that
// really hangs still fails, and waits still end as soon as the signal appears.
configure({ asyncUtilTimeout: 5_000 });

/** Toolbar globals drive one attribute each on <html>, exactly as the product switches them. */
const withSkinAndDirection: Decorator = (Story, context) => {
  const skin = (context.globals.skin ?? 'light') as Skin;
  const direction = (context.globals.direction ?? 'ltr') as Direction;
  applySkin(skin);
  applyDirection(direction);
  return (
    <I18nProvider locale={storyLocale(direction)}>
      <Story />
    </I18nProvider>
  );
};

/**
 * react-aria's live announcer lives on <body> across stories; a message left by one story (e.g. a
 * pending button) would point at elements that no longer exist in the next one.
 */
function clearLiveAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

const preview: Preview = {
  loaders: [mswLoader()],
  beforeEach: clearLiveAnnouncements,
  decorators: [withSkinAndDirection],
  globalTypes: {
    skin: {
      description: 'Skin (data-skin on <html>)',
      toolbar: { title: 'Skin', icon: 'paintbrush', items: [...skins], dynamicTitle: true },
    },
    direction: {
      description: 'Reading direction (dir on <html>)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { skin: 'light', direction: 'ltr' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story test.
    a11y: { test: 'error' },
    // Happy-path API mocks from the contract for every story; a story replaces them by key, e.g.
    // `parameters: { msw: { handlers: { api: [overrides.serverError('login')] } } }`.
    msw: { handlers: { api: handlers } },
  },
};

export default preview;
