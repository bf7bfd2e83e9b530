import { expect, test } from './support/fixtures';
import { corpus, newRecruiter, signIn } from './profiles-helpers';

/**
 * Issue 39 on the real server with a real resume (rendercv's Classic theme, MIT): the upload screen shows
 * the parsed work history and education for correction before the upload, at 1366 and 390 px, and the
 * corrected entries are what is sent. Screenshots go to E2E_SHOTS_DIR when it is set.
 */
test.describe('parsed entries before upload', () => {
  test('a recruiter corrects a parsed position and uploads the corrected work history', async ({
    page,
    request,
  }) => {
    // Real work: pdf.js parses and renders the resume in the page's worker (see upload.spec.ts).
    test.setTimeout(120_000);
    const recruiter = await newRecruiter(request, 'Checker');
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, recruiter);
    await page.goto('/resume-uploader');
    await expect(page.getByRole('heading', { name: 'Upload Profile', level: 1 })).toBeVisible();

    const pdf = 'John_Doe_ClassicTheme_CV.pdf';
    await page.locator('input[type=file]').setInputFiles([corpus(`pdf/${pdf}`)]);
    const check = page.getByRole('region', { name: `Check the work history and education: ${pdf}` });
    await expect(check).toBeVisible({ timeout: 60_000 });
    const first = check.getByRole('group', { name: 'Position 1' });
    await expect(first.getByRole('textbox', { name: /^Title/ })).not.toHaveValue('');
    await expect(first.getByRole('textbox', { name: /^Company/ })).not.toHaveValue('');
    await expect(
      check.getByRole('group', { name: 'Degree 1' }).getByRole('textbox', { name: /^Institution/ }),
    ).not.toHaveValue('');

    // Keyboard: the company field, then a new value typed in.
    const company = first.getByRole('textbox', { name: /^Company/ });
    await company.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Corrected Company Ltd');
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) await page.screenshot({ path: `${shots}/p2-upload-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    // Nothing wider than the screen at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: `${shots}/p2-upload-390.png`, fullPage: true });

    // The multipart body is not in Playwright's request record: note the form's experience as it is sent.
    await page.evaluate(() => {
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData)
          (window as unknown as { __sent: unknown }).__sent = body.get('experience');
        return send.call(this, body);
      };
    });
    await check.getByRole('button', { name: 'Upload with these entries' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __sent?: string }).__sent ?? ''))
      .toContain('"company":"Corrected Company Ltd"');
    await expect(
      page
        .getByRole('region', { name: /^Uploaded/ })
        .getByRole('listitem')
        .filter({ hasText: pdf }),
    ).toContainText('File Uploaded', { timeout: 60_000 });
    await expect(check).toBeHidden();
  });
});
