/**
 * Issue 44 part A: the person in a resume finds it by an e-mailed code on /my-data, withdraws it (the
 * marketplace no longer shows it; the holder sees it private and cannot publish it again), then has it erased.
 */
import {
  createVerifiedAccount,
  expect,
  lastOutboxId,
  readCodeFromOutbox,
  servers,
  test,
  uniqueEmail,
} from './support/fixtures';
import { apiLogin, auth, newRecruiter } from './profiles-helpers';

test('a person finds their resume by e-mail code, withdraws it, then has it erased', async ({
  page,
  request,
}) => {
  const server = servers.main();
  const holder = await newRecruiter(request, 'Holder');
  const person = uniqueEmail('person');
  const created = await request.post('/api/upload_single_resume/', {
    headers: auth(holder),
    data: { first_name: 'Wendy', last_name: 'Withdrawn', email: person, city: 'Austin', job_title: 'Welder' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { profile: { id: number } }).profile.id;
  const published = await request.post('/api/recruite/mark_as_public', {
    headers: auth(holder),
    data: { profile_ids: [id], price: 10, lawful_basis: 'consent' },
  });
  expect(published.status(), await published.text()).toBe(200);
  const buyerAccount = await createVerifiedAccount(request, server, 'enterprise');
  const buyer = await apiLogin(request, buyerAccount.email, buyerAccount.password);
  const market = async () =>
    (
      (await (
        await request.post('/api/public_resume?limit=75', { headers: auth(buyer), data: { query: 'Wendy' } })
      ).json()) as { results: Array<{ id: number }> }
    ).results.map((p) => p.id);
  expect(await market()).toContain(id);

  // The person proves the address on /my-data, reached from the landing page's footer.
  await page.goto('/');
  await page.getByRole('link', { name: 'Your data in resumes' }).click();
  await expect(page).toHaveURL(/\/my-data$/);
  const before = lastOutboxId(server.dataDir, person);
  await page.getByRole('textbox', { name: /E-mail address or mobile number/ }).fill(person);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await readCodeFromOutbox(server.dataDir, person, before);
  await page.getByRole('textbox', { name: /Code/ }).fill(code);
  await page.getByRole('button', { name: 'Show my data' }).click();
  await expect(page.getByRole('heading', { name: 'Held by E2E Holder' })).toBeVisible();
  await expect(page.getByText('Public on the marketplace')).toBeVisible();
  await expect(page.getByText(/Consent obtained from you/)).toBeVisible();

  // Withdraw: private for the holder, gone from the marketplace, and not publishable again.
  await page.getByRole('button', { name: 'Withdraw from the marketplace' }).click();
  await expect(page.getByText('Withdrawn by you')).toBeVisible();
  expect(await market()).not.toContain(id);
  const held = await request.get(`/api/upload_resume/${id}`, { headers: auth(holder) });
  expect(((await held.json()) as { is_public: boolean }).is_public).toBe(false);
  const again = await request.post('/api/recruite/mark_as_public', {
    headers: auth(holder),
    data: { profile_ids: [id], price: 10, lawful_basis: 'consent' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toContain('consent');

  // Erasure, after a confirmation: the profile is gone for its holder too.
  await page.getByRole('button', { name: 'Erase' }).click();
  await page.getByRole('button', { name: 'Yes, erase it for good' }).click();
  await expect(page.getByText('No profile carries this address.')).toBeVisible();
  expect((await request.get(`/api/upload_resume/${id}`, { headers: auth(holder) })).status()).toBe(404);
});
