import fs from 'node:fs';
import { expect, test } from './support/fixtures';
import { corpus, newRecruiter, signIn } from './profiles-helpers';

/**
 * The phone's share target (issue 18) on the real server: the page posts a multipart form to /share-target
 * as a browser navigation, exactly what Chrome does when a resume is shared to the installed portal, follows
 * the 303 to the upload page signed in, and the shared file waits in the inbox banner.
 */
test.describe('sharing a resume from a phone', () => {
  test('a shared PDF lands in the signed-in recruiter’s inbox banner; the claim works once', async ({
    page,
  }) => {
    const recruiter = await newRecruiter(page.request, 'Sharer');
    await signIn(page, recruiter);
    await page.goto('/mobile-plugin');
    await expect(page.getByRole('heading', { name: 'Install the portal', level: 2 })).toBeVisible();
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect((await manifest.json()).share_target.action).toBe('/share-target');

    const pdf = fs.readFileSync(corpus('pdf/John_Doe_ClassicTheme_CV.pdf')).toString('base64');
    // A real form navigation, as the share sheet makes it: multipart, the file in `resumes`, no token.
    await page.evaluate((data) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '/share-target';
      form.enctype = 'multipart/form-data';
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'resumes';
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const files = new DataTransfer();
      files.items.add(new File([bytes], 'John Doe CV.pdf', { type: 'application/pdf' }));
      input.files = files.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    }, pdf);

    await expect(
      page.getByText('1 shared files were added to your inbox. Process them below.'),
    ).toBeVisible();
    await expect(page.getByText('1 resume arrived by e-mail.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Process them' })).toBeEnabled();
    // The claim id left the address, so a reload claims nothing twice.
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expect(page.getByText('1 resume arrived by e-mail.', { exact: false })).toBeVisible();
    await expect(page.getByText('Shared from your phone')).toHaveCount(0);
  });
});
