import { expect } from './support/fixtures';
import { loginThroughUi } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { testWithOwnServer } from './own-server';

/**
 * The blog on the real server (issue 20): the demo editor writes a post in the rich-text editor and publishes
 * it; a signed-out visitor reads it at its public address (rendered by the server, with its meta tags), finds
 * it in the RSS feed and the sitemap. Its own server: the editor's login must not end other spec files'
 * sessions of the same demo account.
 */
const test = testWithOwnServer('blog');
// The second test reads the post the first one published (one server per worker).
test.describe.configure({ mode: 'serial' });

test('the demo editor writes a post in the rich-text editor and publishes it', async ({ page }) => {
  await loginThroughUi(page, 'editor@example.com');
  await page.waitForURL(/\/resume-management$/);

  // The side menu's Blog section leads to the editor.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // Sections open and close: open the editor's Blog section if it is closed.
  const section = menu.getByRole('button', { name: 'Blog', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await menu.getByRole('link', { name: 'Write a Post' }).click();
  await page.waitForURL(/\/pages\/blog\/edit$/);
  await expect(page.getByRole('heading', { name: 'Write a post', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill('Five interview questions that work');
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('five-interview-questions-that-work');
  await page.getByRole('textbox', { name: 'Tags' }).fill('Interviews, Tips');
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Questions that tell you more than a resume.');
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Ask about a project.');
  await page.keyboard.press('Enter');
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Bulleted list' })
    .click();
  await page.keyboard.type('Why?');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  await page.waitForURL(/\/pages\/blog\/detail\?slug=five-interview-questions-that-work$/);
  await expect(
    page.getByRole('heading', { name: 'Five interview questions that work', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Why?' })).toBeVisible();
  expect(await seriousViolations(page), '/pages/blog/detail').toEqual([]);

  // Inside the app (its link), not a whole reload.
  await page.getByRole('link', { name: 'All posts' }).click();
  await page.waitForURL(/\/pages\/blog\/list$/);
  await expect(page.getByRole('article', { name: 'Five interview questions that work' })).toBeVisible();
  // (The list page's axe check is in role-menus.spec.ts, which opens every menu page of the editor.)
});

test('a signed-out visitor reads the published post, and finds it in the feed and the sitemap', async ({
  browser,
  ownServer,
}) => {
  // A visitor with no session: the public page, rendered by the server (it carries no script).
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`${ownServer.url}/blog/five-interview-questions-that-work`);
  await expect(
    anon.getByRole('heading', { name: 'Five interview questions that work', level: 1 }),
  ).toBeVisible();
  await expect(anon.getByText('Ask about a project.')).toBeVisible();
  await expect(anon).toHaveTitle('Five interview questions that work · Talent');
  await expect(anon.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Questions that tell you more than a resume.',
  );
  await expect(anon.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(anon.locator('script')).toHaveCount(0);
  expect(await seriousViolations(anon), '/blog/:slug').toEqual([]);
  await anon.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(anon.getByRole('link', { name: 'Five interview questions that work' }).first()).toBeVisible();
  const rss = await anon.request.get(`${ownServer.url}/blog/rss.xml`);
  expect(await rss.text()).toContain('/blog/five-interview-questions-that-work</link>');
  const sitemap = await anon.request.get(`${ownServer.url}/sitemap.xml`);
  expect(await sitemap.text()).toContain('/blog/five-interview-questions-that-work</loc>');
  await visitor.close();
});
