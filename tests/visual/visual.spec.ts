import { expect, test, type Page } from '@playwright/test';
import { directions, skins, visualStories } from './stories.mjs';

type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit: (event: string, payload: unknown) => void;
    on: (event: string, listener: (payload: unknown) => void) => void;
  };
  __visualStoryErrors?: string[];
};

/**
 * The preview's events for a story that threw. A play function that throws does not stop the render: the
 * preview (with `throwPlayFunctionExceptions: false`, the default) still reaches `finished` and shows the
 * story as far as the play function got, so the picture would be of a half-played story.
 */
const errorEvents = [
  'playFunctionThrewException',
  'storyThrewException',
  'storyErrored',
  'unhandledErrorsWhilePlaying',
];

/** Collects the preview's error events in `window.__visualStoryErrors`, from before the preview starts. */
function collectStoryErrors(events: string[]) {
  const preview = window as unknown as PreviewWindow;
  const errors: string[] = (preview.__visualStoryErrors = []);
  const subscribe = () => {
    const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) {
      setTimeout(subscribe, 5);
      return;
    }
    for (const event of events) {
      channel.on(event, (payload) => {
        const list = Array.isArray(payload) ? payload : [payload];
        for (const error of list) {
          const message = (error as { message?: unknown } | undefined)?.message;
          errors.push(`${event}: ${typeof message === 'string' ? message.split('\n')[0] : String(error)}`);
        }
      });
    }
  };
  subscribe();
}

/** Waits until Storybook has rendered the story and finished its play function, which must not have thrown. */
async function storyReady(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('#storybook-root');
    const body = document.body;
    return !!root && root.childElementCount > 0 && body.classList.contains('sb-show-main');
  });
  await page.waitForFunction(() => {
    const phase = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'finished' || phase === 'completed';
  });
  const errors = await page.evaluate(() => (window as unknown as PreviewWindow).__visualStoryErrors ?? []);
  expect(errors, 'the story rendered and its play function passed').toEqual([]);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * One test per story: the page loads the Storybook preview once, and each further skin and direction is set
 * through the preview's own channel (as the toolbar does), which re-renders the story in place. A fresh load
 * of the preview per picture cost most of this step's time.
 */
for (const story of visualStories) {
  const variants =
    story.variants ??
    (story.skins ?? skins).flatMap((skin) =>
      (story.directions ?? directions).map((direction) => ({ skin, direction })),
    );
  test(`${story.name}: ${variants.length} skin and direction pictures`, async ({ page }) => {
    // The budget is per picture, as it was when each picture was a test of its own.
    test.setTimeout(60_000 * variants.length);
    let loaded = false;
    for (const { skin, direction } of variants) {
      await test.step(`${skin} ${direction}`, async () => {
        if (!loaded) {
          await page.addInitScript(collectStoryErrors, errorEvents);
          await page.goto(
            `/iframe.html?id=${story.id}&viewMode=story&globals=skin:${skin};direction:${direction}`,
          );
          loaded = true;
        } else {
          await page.evaluate(
            (globals) =>
              (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', {
                globals,
              }),
            { skin, direction },
          );
        }
        // The story's decorator sets both attributes as it renders; then the render must finish.
        await expect(page.locator('html')).toHaveAttribute('data-skin', skin, { timeout: 30_000 });
        await expect(page.locator('html')).toHaveAttribute('dir', direction, { timeout: 30_000 });
        await storyReady(page);
        // Move the pointer away so no hover state is captured.
        await page.mouse.move(0, 0);
        const target = story.fullPage ? page : page.locator('#storybook-root');
        await expect.soft(target).toHaveScreenshot(`${story.name}-${skin}-${direction}.png`, {
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  });
}
