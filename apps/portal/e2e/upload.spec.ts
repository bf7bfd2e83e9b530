import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { collection, corpus, newRecruiter, signIn } from './profiles-helpers';

/**
 * The upload screen on the real server with real corpus files: parsing in the Web Worker, page images,
 * per-file upload progress, the three columns, a message group with its attachments, the error catalogue's
 * upload rows and the per-drop limit.
 *
 * Note on the corpus: its DOCX files (mammoth.js test documents) and the .msg attachments (msgreader test
 * PDFs) hold no person's name, e-mail or mobile, so the server answers their upload with 400
 * ("information is missing", errors on first_name and email) and the screen shows the catalogue's
 * "Ensure {Field Name} field is correct!" lines. The rendercv PDF is a real resume and is uploaded.
 */
/** A resume with work history or education waits for the user's check; this confirms it as parsed. */
async function confirmEntries(page: Page, file: string) {
  const check = page.getByRole('region', { name: `Check the work history and education: ${file}` });
  await check.getByRole('button', { name: 'Upload with these entries' }).click({ timeout: 60_000 });
}

test.describe('upload journey', () => {
  test('a recruiter uploads a PDF, a DOCX and a .msg with attachments, with progress; the worker loads only here', async ({
    page,
    request,
  }) => {
    // Real work, not waiting: pdf.js, mammoth and msgreader parse the corpus files in the page's worker and the
    // server renders page images, so this journey and its waits below keep their longer limits.
    test.setTimeout(120_000);
    const recruiter = await newRecruiter(request, 'Uploader');
    const scripts: string[] = [];
    const parserWorker = /\/assets\/worker-[\w-]+\.js$/;
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await signIn(page, recruiter);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto('/non-public-resume');
    await expect(page.getByRole('heading', { name: 'Non-Public Profiles', level: 1 })).toBeVisible();
    await expect(page.getByText('No Data Found')).toBeVisible();
    // pdf.js, mammoth and msgreader live in the parser's worker bundle (assets/worker-<hash>.js), which no
    // other route loads.
    expect(scripts.filter((s) => parserWorker.test(s))).toEqual([]);

    await page.goto('/resume-uploader');
    await expect(page.getByRole('heading', { name: 'Upload Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Recent Uploads' }).first()).toHaveAttribute(
      'href',
      '/non-public-resume',
    );

    // Slow the upload link down so each file's percent progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    // Record every percent shown per file.
    await page.evaluate(() => {
      const seen: Record<string, number[]> = {};
      (window as unknown as { __progress: typeof seen }).__progress = seen;
      const read = () => {
        for (const bar of document.querySelectorAll('[role=progressbar]')) {
          const name = (bar.getAttribute('aria-label') ?? '').replace(/^Uploading /, '');
          const value = Number(bar.getAttribute('aria-valuenow'));
          const list = (seen[name] ??= []);
          if (list.at(-1) !== value) list.push(value);
        }
      };
      new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    const pdf = 'John_Doe_ClassicTheme_CV.pdf';
    const docx = 'tables.docx';
    const msg = 'Outer mail.msg';
    await page
      .locator('input[type=file]')
      .setInputFiles([corpus(`pdf/${pdf}`), corpus(`docx/${docx}`), corpus(`msg/${msg}`)]);

    const pending = page.getByRole('region', { name: /^Pending/ });
    const uploaded = page.getByRole('region', { name: /^Uploaded/ });
    const rejected = page.getByRole('region', { name: /^Rejected/ });
    // Parsing first ("File Information Checking..."), then the check of the parsed work history and
    // education (issue 39), then uploading with percent.
    await expect(pending.getByText('File Information Checking...')).toBeVisible();
    await confirmEntries(page, pdf);
    await expect(pending.getByRole('progressbar', { name: `Uploading ${pdf}` })).toBeVisible({
      timeout: 30_000,
    });

    const pdfCard = uploaded.getByRole('listitem').filter({ hasText: pdf });
    await expect(pdfCard).toContainText('File Uploaded', { timeout: 60_000 });
    const docxCard = rejected.getByRole('listitem').filter({ hasText: docx });
    await expect(docxCard).toContainText(
      'Invalid File: Ensure First Name field is correct! Ensure Email field is correct!',
      {
        timeout: 60_000,
      },
    );
    // The message is a group: the message with its attachment list, and one upload per PDF attachment.
    const group = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('list', { name: `Attachments: ${msg}` }) });
    await expect(group.getByRole('list', { name: `Attachments: ${msg}` })).toContainText('OUTER 1.pdf');
    await expect(group.getByRole('list', { name: `Attachments: ${msg}` })).toContainText(
      'Inner mail/INNER 2.pdf',
    );
    for (const member of ['OUTER 1.pdf', 'OUTER 2.pdf', 'Inner mail/INNER 1.pdf', 'Inner mail/INNER 2.pdf']) {
      await expect(rejected.getByRole('listitem').filter({ hasText: `${member} (${msg})` })).toContainText(
        'Ensure First Name field is correct!',
        { timeout: 60_000 },
      );
    }
    await expect(pending.getByRole('listitem')).toHaveCount(0);

    const progress = await page.evaluate(
      () => (window as unknown as { __progress: Record<string, number[]> }).__progress,
    );
    // Every upload showed its percent; the PDF (with its page images) went through intermediate values.
    for (const name of [pdf, docx, `OUTER 1.pdf (${msg})`])
      expect(progress[name]?.length, name).toBeGreaterThan(0);
    expect(
      progress[pdf]!.some((v) => v > 0 && v < 100),
      JSON.stringify(progress[pdf]),
    ).toBe(true);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // The worker was loaded on this page only.
    expect(scripts.some((s) => parserWorker.test(s))).toBe(true);

    // On the server: the PDF profile with its parsed name and the page images rendered in the browser.
    const mine = await collection(request, recruiter);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ full_name: 'John Doe', file_name: pdf, is_public: false });
    expect(mine[0]!.pages).toBeGreaterThan(0);
    await expect(page.getByTestId('upload-count-uploaded')).toHaveText('Uploaded profiles: 1');

    // The same file again: the server's 406 message is shown and the session stays.
    await page.locator('input[type=file]').setInputFiles([corpus(`pdf/${pdf}`)]);
    await confirmEntries(page, pdf);
    await expect(rejected.getByRole('listitem').filter({ hasText: pdf })).toContainText('Duplicate profile', {
      timeout: 60_000,
    });
    await expect(page).toHaveURL(/\/resume-uploader$/);

    // Recent Uploads goes to the private collection, which lists the new profile.
    await uploaded.getByRole('link', { name: 'Recent Uploads' }).click();
    await expect(page).toHaveURL(/\/non-public-resume$/);
    await expect(page.getByRole('grid', { name: 'Non-Public Profiles' }).getByRole('row')).toHaveCount(2);
    // The viewer shows the page images rendered in the browser at upload (the owner sees the full pages).
    await page.getByRole('button', { name: 'View John Doe' }).click();
    const viewer = page.getByRole('dialog', { name: 'John Doe' });
    const first = viewer.getByRole('img', { name: 'John Doe page 1' });
    await expect(first).toBeVisible();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(500);
  });

  test('a corrupt file lands in the rejected column; six files at once give "Upload Limit Exceeded"', async ({
    page,
    request,
  }) => {
    // Real work: the corrupt .msg is parsed in the worker before it is rejected (see the journey above).
    test.setTimeout(90_000);
    const recruiter = await newRecruiter(request, 'Rejecter');
    await signIn(page, recruiter);
    await page.goto('/resume-uploader');
    await expect(page.getByRole('heading', { name: 'Upload Profile', level: 1 })).toBeVisible();

    const corrupt = 'truncated-attachmentsOrder.msg';
    await page.locator('input[type=file]').setInputFiles([corpus(`msg/${corrupt}`)]);
    const rejected = page.getByRole('region', { name: /^Rejected/ });
    const card = rejected.getByRole('listitem').filter({ hasText: corrupt });
    await expect(card).toContainText(
      "Invalid File: This file can't be accepted because information is missing.",
      {
        timeout: 60_000,
      },
    );
    await expect(page.getByTestId('upload-count-declined')).toHaveText('Declined profiles: 1');

    const six = [
      'classic_minimal',
      'ember_minimal',
      'harvard_minimal',
      'ink_minimal',
      'opal_minimal',
      'sb2nov_minimal',
    ];
    await page.locator('input[type=file]').setInputFiles(six.map((n) => corpus(`pdf/${n}.pdf`)));
    const dialog = page.getByRole('alertdialog', { name: 'Upload Limit Exceeded' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Please upload a maximum of 5 files at a time');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    // Nothing of the six was taken.
    await expect(page.getByRole('region', { name: /^Pending/ }).getByRole('listitem')).toHaveCount(0);

    await rejected.getByRole('button', { name: 'Clear All' }).click();
    await expect(rejected.getByRole('listitem')).toHaveCount(0);
    expect(await collection(request, recruiter)).toHaveLength(0);
  });
});
