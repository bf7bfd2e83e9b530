import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { apiLogin, newRecruiter, signIn } from './profiles-helpers';

/**
 * Invoices on the real server (issue 20): a recruiter buys a TAT pack through the sandbox checkout; the
 * invoice is in their list at once; its preview, its print view (A4 or Letter) and its PDF open.
 */
test('a sandbox TAT pack purchase issues an invoice that previews, prints and downloads as a PDF', async ({
  page,
  request,
}) => {
  const buyer = await newRecruiter(request, 'Invoice buyer');
  await signIn(page, buyer);

  await page.goto('/pages/tat-coins/purchase');
  await page.getByRole('button', { name: 'Buy 100 TAT' }).click();
  await page.waitForURL(/\/api\/payment\/sandbox\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/payment\/success\/token\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  await page.goto('/pages/invoices');
  await expect(page.getByRole('heading', { name: 'My invoices', level: 1 })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Invoices' });
  const row = table.getByRole('row', { name: /INV-\d{4}-\d{6}/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('TAT Starter Pack (100 TAT)');
  await expect(row).toContainText('$9.99');
  await expect(row).toContainText('Paid');
  expect(await seriousViolations(page), '/pages/invoices').toEqual([]);
  const number = ((await row.getByRole('rowheader').textContent()) ?? '').trim();

  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByText('E2E Invoice buyer').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
  const stream = await pdf.createReadStream();
  const head = await new Promise<string>((resolve, reject) => {
    stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString()));
    stream.once('error', reject);
  });
  expect(head).toBe('%PDF-');

  await page.getByRole('link', { name: 'Print' }).click();
  await page.waitForURL(/\/apps\/invoice\/print\//);
  await expect(page.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Paper/ }).click();
  await page.getByRole('option', { name: 'Letter' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-paper', 'letter');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  expect(await seriousViolations(page), '/apps/invoice/print').toEqual([]);
});

/**
 * The journey with a plan (issue 20): a recruiter buys a plan through the sandbox, opens the invoice
 * and downloads the PDF; the admin then refunds it from the correction screen, and the recruiter's list shows
 * the invoice refunded and its credit note.
 */
test('a sandbox plan purchase issues an invoice; the admin refunds it with a credit note', async ({
  page,
  request,
}) => {
  const buyer = await newRecruiter(request, 'Plan buyer');
  await signIn(page, buyer);
  await page.goto('/pages/pricing');
  await page
    .getByRole('region', { name: 'TAT Momentum' })
    .getByRole('button', { name: 'Choose Plan' })
    .click();
  await page.waitForURL(/\/api\/payment\/sandbox\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/payment\/success\/subscription\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  await page.goto('/pages/invoices');
  const row = page.getByRole('grid', { name: 'Invoices' }).getByRole('row', { name: /INV-\d{4}-\d{6}/ });
  await expect(row).toContainText('TAT Momentum plan, one month');
  const number = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
  const invoiceUrl = page.url();

  const admin = await apiLogin(request, 'admin@example.com', 'Demo#2026');
  await signIn(page, admin);
  await page.goto(invoiceUrl);
  await page.getByRole('link', { name: 'Correct or refund' }).click();
  await expect(page.getByRole('heading', { name: `Correct invoice ${number}`, level: 1 })).toBeVisible();
  // React Aria's radio draws its own circle over the input: the label is what a person clicks.
  await page.getByText(/^Refund the payment to the card/).click();
  await expect(page.getByRole('radio', { name: /Refund the payment to the card/ })).toBeChecked();
  await page.getByRole('textbox', { name: /Reason/ }).fill('Bought by mistake');
  expect(await seriousViolations(page), '/apps/invoice/edit').toEqual([]);
  await page.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Refunded').first()).toBeVisible();

  await signIn(page, buyer);
  await page.goto('/pages/invoices');
  const rows = page
    .getByRole('grid', { name: 'Invoices' })
    .getByRole('row', { name: /(INV|CN)-\d{4}-\d{6}/ });
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(`Credit note for ${number}`)).toBeVisible();
});
