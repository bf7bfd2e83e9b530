import { expect, test } from '@playwright/test';
import { directions, skins, visualStories } from './stories.mjs';

/** Waits until Storybook has rendered the story and finished its play function. */
async function storyReady(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('#storybook-root');
    const body = document.body;
    return !!root && root.childElementCount > 0 && body.classList.contains('sb-show-main');
  });
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__;
    const phase = preview?.currentRender?.phase;
    return phase === 'finished' || phase === 'completed';
  });
  await page.evaluate(() => document.fonts.ready);
}

for (const story of visualStories) {
  for (const skin of story.skins ?? skins) {
    for (const direction of story.directions ?? directions) {
      test(`${story.name} ${skin} ${direction}`, async ({ page }) => {
        await page.goto(
          `/iframe.html?id=${story.id}&viewMode=story&globals=skin:${skin};direction:${direction}`,
        );
        await storyReady(page);
        await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
        await expect(page.locator('html')).toHaveAttribute('dir', direction);
        // Move the pointer away so no hover state is captured.
        await page.mouse.move(0, 0);
        const target = story.fullPage ? page : page.locator('#storybook-root');
        await expect(target).toHaveScreenshot(`${story.name}-${skin}-${direction}.png`, {
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  }
}
