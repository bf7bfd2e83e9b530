import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from '@playwright/test';
import { expect, loginThroughUi } from './support/fixtures';
import { testWithOwnServer } from './own-server';
import { corpus } from './profiles-helpers';

/**
 * Issue 17, a freelance project from posting to payment on the real server. Its own server (own-server.ts):
 * the journey signs in the demo recruiter and the demo freelancer, and a login ends the account's other
 * sessions. Two browser contexts, one per person:
 * the recruiter posts a project on /create-project; the freelancer finds it on /freework and proposes on its
 * details page; the recruiter awards it and /wallet shows the bid in escrow; the freelancer starts and
 * delivers on /manage_project; the recruiter accepts; the recruiter's wallet shows the bid gone for good and
 * the freelancer's /fl_dashboard shows the bid less the platform's 10% as earnings.
 */
const test = testWithOwnServer('projects');

const BID = 300;
/** docs/money.md: fee = floor(10% of the amount paid out). */
const PAID_OUT = BID - Math.floor(BID / 10);

/** A user's TAT balance in the server's ledger (the freelancer has no /wallet page: it is RA only). */
function tatOf(dataDir: string, email: string): number {
  const db = new Database(path.join(dataDir, 'talent.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT a.balance FROM ledger_accounts a JOIN users u ON a.owner_key = 'user:' || u.id
         WHERE u.email = ? AND a.currency = 'TAT'`,
      )
      .get(email) as { balance: number } | undefined;
    return Number(row?.balance ?? 0);
  } finally {
    db.close();
  }
}

async function signedIn(browser: Browser, baseURL: string, email: string, landing: RegExp): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginThroughUi(page, email);
  await expect(page).toHaveURL(landing);
  return page;
}

const day = (d: number) => new Date(Date.now() + d * 86400_000).toISOString().slice(0, 10);

test('a project is posted, proposed on, awarded, delivered, accepted and paid', async ({
  browser,
  ownServer,
}) => {
  const title = `Careers page animations ${Date.now()}`;
  const posterStart = tatOf(ownServer.dataDir, 'recruiter@example.com');
  const freelancerStart = tatOf(ownServer.dataDir, 'freelancer@example.com');
  expect(posterStart).toBeGreaterThanOrEqual(BID);

  const poster = await signedIn(browser, ownServer.url, 'recruiter@example.com', /\/dashboard$/);
  const freelancer = await signedIn(browser, ownServer.url, 'freelancer@example.com', /\/fl_dashboard$/);

  // The recruiter posts the project.
  await poster.goto('/create-project');
  await expect(poster.getByRole('heading', { name: 'Create Project', level: 1 })).toBeVisible();
  await poster.getByRole('textbox', { name: 'Project title' }).fill(title);
  await poster.getByRole('textbox', { name: 'Budget (TAT)' }).fill('500');
  await poster.getByLabel('Deadline').fill(day(20));
  await poster
    .getByRole('textbox', { name: 'Description' })
    .fill('Animate the job cards of our careers page.');
  await poster.getByRole('button', { name: 'Publish' }).click();
  await expect(poster).toHaveURL(/\/freework\/project_details\/\d+$/);
  const projectUrl = new URL(poster.url()).pathname;
  await expect(poster.getByRole('heading', { name: title })).toBeVisible();

  // The freelancer finds it on /freework and proposes on its details page.
  await freelancer.goto('/freework');
  await freelancer.getByRole('searchbox', { name: 'Search projects' }).fill(title);
  await freelancer.getByRole('button', { name: 'Search', exact: true }).click();
  const found = freelancer.getByRole('list', { name: 'Projects' }).getByRole('link', { name: title });
  await expect(found).toHaveCount(1);
  await found.click();
  await expect(freelancer).toHaveURL(new RegExp(`${projectUrl}$`));
  await freelancer
    .getByRole('textbox', { name: 'Cover letter' })
    .fill('I have animated three careers pages.');
  await freelancer.getByRole('textbox', { name: 'Bid (TAT)' }).fill(String(BID));
  await freelancer.getByRole('textbox', { name: 'Days to deliver' }).fill('5');
  await freelancer.getByRole('button', { name: 'Send proposal' }).click();
  await expect(freelancer.getByRole('heading', { name: 'My proposal' })).toBeVisible();

  // The recruiter awards it: the bid leaves the balance for the escrow.
  await poster.goto(projectUrl);
  await poster.getByRole('button', { name: 'Award Fred Freelancer' }).click();
  await expect(poster.getByText(`Awarded: ${BID} TAT moved to escrow`)).toBeVisible();
  await poster.goto('/wallet');
  const balances = poster.getByRole('region', { name: 'Balances' });
  await expect(balances).toContainText(`In escrow${BID} TAT`);
  await expect(balances).toContainText(`${(posterStart - BID).toLocaleString('en-US')} TAT`);

  // The freelancer starts and delivers on /manage_project.
  await freelancer.goto('/manage_project');
  await freelancer.getByRole('tab', { name: /^Awarded \(1\)/ }).click();
  await freelancer.getByRole('button', { name: `Start work on ${title}` }).click();
  await freelancer.getByRole('tab', { name: /^In progress \(1\)/ }).click();
  await freelancer.getByRole('button', { name: `Deliver ${title}` }).click();
  // A delivery file goes with the work; the poster sees it on the project page.
  const deliveryFile = 'John_Doe_ClassicTheme_CV.pdf';
  await freelancer.locator('input[type=file]').setInputFiles(corpus(`pdf/${deliveryFile}`));
  await expect(freelancer.getByText(`${deliveryFile} attached`)).toBeVisible();
  await expect(
    freelancer.getByRole('list', { name: 'Delivery files' }).getByText(deliveryFile),
  ).toBeVisible();
  await freelancer
    .getByRole('textbox', { name: 'Delivery message' })
    .fill('The animations are live on staging.');
  await freelancer.getByRole('button', { name: 'Send delivery' }).click();
  await expect(freelancer.getByRole('tab', { name: /^Delivered \(1\)/ })).toBeVisible();

  // The recruiter accepts: the escrow goes to the freelancer, less the platform's share.
  await poster.goto(projectUrl);
  const delivery = poster
    .locator('section')
    .filter({ has: poster.getByRole('heading', { name: 'Delivery' }) });
  await expect(delivery.getByText('The animations are live on staging.')).toBeVisible();
  await expect(poster.getByRole('button', { name: `Download ${deliveryFile}` })).toBeVisible();
  await poster.getByRole('button', { name: 'Accept delivery' }).click();
  await expect(poster.getByText('Delivery accepted: the escrow went to the freelancer')).toBeVisible();

  await poster.goto('/wallet');
  await expect(balances).toContainText('In escrow0 TAT');
  await expect(balances).toContainText(`${(posterStart - BID).toLocaleString('en-US')} TAT`);
  expect(tatOf(ownServer.dataDir, 'recruiter@example.com')).toBe(posterStart - BID);
  expect(tatOf(ownServer.dataDir, 'freelancer@example.com')).toBe(freelancerStart + PAID_OUT);

  await freelancer.goto('/fl_dashboard');
  const figures = freelancer.getByRole('region', { name: 'My figures' });
  await expect(figures).toContainText(`Earned${PAID_OUT} TAT`);

  await poster.context().close();
  await freelancer.context().close();
});
