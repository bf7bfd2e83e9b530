import { expect, test } from './support/fixtures';
import { auth, corpus, newRecruiter, signIn } from './profiles-helpers';
import { seriousViolations } from './support/axe';

/**
 * Issue 39 on the real server with a real resume (rendercv's Classic theme, MIT): the profile's Experience
 * section imports the parsed work history and education, an imported entry is edited, and the edit is
 * still there after a reload. At 1366 and 390 px; screenshots go to E2E_SHOTS_DIR when it is set.
 */
test.describe('profile sections: import from resume', () => {
  test('imports a real resume into the sections, edits one entry and sees it saved after reload', async ({
    page,
    request,
  }) => {
    // Real work: pdf.js parses the resume in the page's worker (see parsed-entries.spec.ts).
    test.setTimeout(120_000);
    const me = await newRecruiter(request, 'Importer');
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, me);
    await page.goto('/profile');
    const panel = page.getByRole('tabpanel', { name: 'Experience' });
    await expect(panel.getByRole('heading', { name: 'No Data Found' })).toBeVisible();

    const pdf = 'John_Doe_ClassicTheme_CV.pdf';
    await panel.locator('input[type=file]').setInputFiles(corpus(`pdf/${pdf}`));
    const review = panel.getByRole('region', { name: `Import from ${pdf}` });
    await expect(review).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByRole('heading', { name: 'No Data Found' })).toBeHidden();
    const first = review.getByRole('group', { name: 'Position 1' });
    await expect(first.getByText(/^Read from page 1, lines \d+–\d+$/)).toBeVisible();
    const title = await first.getByRole('textbox', { name: /^Title/ }).inputValue();
    expect(title).not.toBe('');
    await expect(first.getByRole('textbox', { name: /^Company/ })).not.toHaveValue('');
    await expect(
      review.getByRole('group', { name: 'Degree 1' }).getByRole('textbox', { name: /^Institution/ }),
    ).not.toHaveValue('');
    const positions = await review.getByRole('group', { name: /^Position \d+$/ }).count();
    const degrees = await review.getByRole('group', { name: /^Degree \d+$/ }).count();
    expect(await seriousViolations(page)).toEqual([]);
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) await page.screenshot({ path: `${shots}/p39-import-1366.png`, fullPage: true });

    await review.getByRole('button', { name: `Save entries (${positions + degrees})` }).click();
    await expect(review).toBeHidden();
    const list = panel.getByRole('list', { name: 'Experience' });
    await expect(list.getByRole('listitem')).toHaveCount(positions);
    await page.getByRole('tab', { name: 'Education' }).click();
    await expect(
      page
        .getByRole('tabpanel', { name: 'Education' })
        .getByRole('list', { name: 'Education' })
        .getByRole('listitem'),
    ).toHaveCount(degrees);
    await page.getByRole('tab', { name: 'Experience' }).click();
    if (shots) await page.screenshot({ path: `${shots}/p39-sections-1366.png`, fullPage: true });

    // Edit the first imported position with the keyboard: its Edit button, then the company field.
    await list
      .getByRole('button', { name: `Edit ${title}` })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const form = panel.getByRole('form', { name: `Edit ${title}` });
    // Focus is in the form's first field; Tab reaches the company.
    await expect(form.getByRole('textbox', { name: /^Job Title/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /^Company/ })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Edited Company Ltd');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    await page.reload();
    await expect(list.getByText('Edited Company Ltd')).toBeVisible();
    const stored = await request.get('/api/user_experiece/', { headers: auth(me) });
    expect((await stored.json()).results).toContainEqual(
      expect.objectContaining({ job_title: title, company: 'Edited Company Ltd' }),
    );

    // Nothing wider than the screen at 390 px, the import form open as well.
    await page.setViewportSize({ width: 390, height: 844 });
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await expect.poll(pageWidth).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: `${shots}/p39-sections-390.png`, fullPage: true });
    await panel.locator('input[type=file]').setInputFiles(corpus(`pdf/${pdf}`));
    await expect(review).toBeVisible({ timeout: 60_000 });
    await expect.poll(pageWidth).toBeLessThanOrEqual(390);
    if (shots) {
      await first.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/p39-import-390.png` });
    }
    await review.getByRole('button', { name: 'Cancel' }).click();
    await expect(review).toBeHidden();
  });
});
