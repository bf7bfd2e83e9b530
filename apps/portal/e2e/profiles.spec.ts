import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { auth, collection, newRecruiter, signIn, type Session } from './profiles-helpers';

let phone = 10;

/** Adds a profile typed in by hand to the recruiter's private collection (POST api/upload_single_resume/). */
async function addProfile(
  request: APIRequestContext,
  s: Session,
  first: string,
  last: string,
): Promise<number> {
  const res = await request.post('/api/upload_single_resume/', {
    headers: auth(s),
    data: {
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${Date.now()}@example.org`.toLowerCase(),
      mobile: `41555501${String((phone += 1) % 100).padStart(2, '0')}`,
      city: 'Austin',
      state: 'TX',
      technicalSkill: 'TypeScript, SQL',
      experience_years: '6',
      relocate: 'Yes',
      work_status: 'US Citizen',
      address: '1 Main St',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { profile: { id: number } }).profile.id;
}

test.describe('profile publication journey', () => {
  test('a recruiter edits a profile, publishes it with a price, and publishes two more together', async ({
    page,
    request,
  }) => {
    const recruiter = await newRecruiter(request, 'Publisher');
    await addProfile(request, recruiter, 'Pia', 'Public');
    await addProfile(request, recruiter, 'Quinn', 'Quiet');
    await addProfile(request, recruiter, 'Rita', 'Rare');
    await signIn(page, recruiter);

    // The dashboard starts empty: no public profile yet.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Keep uploading quality profiles for maximum earning')).toBeVisible();
    await expect(page.getByText('No Data Found')).toHaveCount(2);

    // The private collection lists the three.
    await page.goto('/non-public-resume');
    const grid = page.getByRole('grid', { name: 'Non-Public Profiles' });
    await expect(grid.getByRole('row')).toHaveCount(4);

    // Edit one through /manual-resume/:uid (PUT api/resume-uploaded/{id}/).
    await grid.getByRole('link', { name: 'Edit Pia Public' }).click();
    await expect(page).toHaveURL(/\/manual-resume\/\d+$/);
    const title = page.getByRole('textbox', { name: 'Job Title' });
    await title.fill('Staff Engineer');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Staff Engineer');

    // Publish it with a price from the edit page.
    await page.getByRole('button', { name: 'Make Public' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make profile public' });
    await dialog.getByRole('textbox', { name: /Price \(TAT\)/ }).fill('40');
    await dialog.getByText('The person consented to its publication').click();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Profile Has Been Marked Public')).toBeVisible();
    await expect(page.getByText('Price: 40 TAT')).toBeVisible();

    // Publish the two others together from the collection, at one price.
    await page.goto('/non-public-resume');
    await expect(grid.getByRole('row')).toHaveCount(3);
    await grid
      .getByRole('row', { name: /Quinn Quiet/ })
      .getByRole('gridcell')
      .first()
      .click();
    await grid
      .getByRole('row', { name: /Rita Rare/ })
      .getByRole('gridcell')
      .first()
      .click();
    await page.getByRole('button', { name: 'Make Public (2)' }).click();
    const many = page.getByRole('dialog', { name: 'Make 2 profiles public' });
    await many.getByRole('textbox', { name: /Price \(TAT\)/ }).fill('15');
    await many.getByText('The person consented to its publication').click();
    await many.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Profiles Have Been Marked Public')).toBeVisible();
    await expect(page.getByText('No Data Found')).toBeVisible();

    const published = await collection(request, recruiter);
    expect(published.map((p) => [p.full_name, p.is_public, p.resume_price]).sort()).toEqual([
      ['Pia Public', true, 40],
      ['Quinn Quiet', true, 15],
      ['Rita Rare', true, 15],
    ]);

    // The public variant of resume management shows them with their prices.
    await page.goto('/resume-management/public');
    const publicGrid = page.getByRole('grid', { name: 'Public Profile Management' });
    await expect(publicGrid.getByRole('row')).toHaveCount(4);
    await expect(publicGrid.getByRole('row', { name: /Pia Public/ })).toContainText('40');
  });

  // A journey of its own (it was the second half of the one above, which took over 90 s on a loaded machine):
  // the three profiles are published through the API, as the journey above publishes them through the UI.
  test('the dashboard lists the public profiles, searches them by name and marks them private', async ({
    page,
    request,
  }) => {
    const recruiter = await newRecruiter(request, 'Publisher');
    const ids = [
      await addProfile(request, recruiter, 'Pia', 'Public'),
      await addProfile(request, recruiter, 'Quinn', 'Quiet'),
      await addProfile(request, recruiter, 'Rita', 'Rare'),
    ];
    for (const [id, price] of [
      [ids[0], 40],
      [ids[1], 15],
      [ids[2], 15],
    ]) {
      const publish = await request.post('/api/recruite/mark_as_public', {
        headers: auth(recruiter),
        data: { profile_ids: [id], price },
      });
      expect(publish.status(), await publish.text()).toBe(200);
    }
    await signIn(page, recruiter);

    // The dashboard table: spec columns, stars, price; mark one private, then two together.
    await page.goto('/dashboard');
    const top = page.getByRole('grid', { name: 'Top TAT Earning Profiles' });
    await expect(top.getByRole('row')).toHaveCount(4);
    await expect(top.getByRole('columnheader')).toHaveText([
      '',
      'Full Name',
      'Date Public',
      'Status',
      'Rating',
      'Price (TAT)',
      'Coin Earned (TAT)',
      'Mark Private',
      'Edit',
    ]);
    const pia = top.getByRole('row', { name: /Pia Public/ });
    await expect(pia).toContainText('Public');
    await expect(pia).toContainText('40');
    await expect(pia.getByRole('img', { name: /^Rating [\d.]+ out of 5$/ })).toBeVisible();

    // Name search.
    const topPanel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Top TAT Earning Profiles' }) });
    await topPanel.getByPlaceholder('Search By Full Name').fill('Quinn');
    await topPanel.getByRole('button', { name: 'Search' }).click();
    await expect(top.getByRole('row')).toHaveCount(2);
    await topPanel.getByRole('button', { name: 'Reset' }).click();
    await expect(top.getByRole('row')).toHaveCount(4);

    await pia.getByRole('button', { name: 'Mark Pia Public private' }).click();
    await expect(page.getByText('Profile Has Been Marked Private', { exact: true })).toBeVisible();
    await expect(top.getByRole('row')).toHaveCount(3);

    await top
      .getByRole('row', { name: /Quinn Quiet/ })
      .getByRole('gridcell')
      .first()
      .click();
    await top
      .getByRole('row', { name: /Rita Rare/ })
      .getByRole('gridcell')
      .first()
      .click();
    await topPanel.getByRole('button', { name: 'Mark Private', exact: true }).click();
    await expect(page.getByText('Profiles Have Been Marked Private')).toBeVisible();
    await expect(page.getByText('Keep uploading quality profiles for maximum earning')).toBeVisible();

    const after = await collection(request, recruiter);
    expect(after.every((p) => !p.is_public)).toBe(true);
    // It left the public list: the public variant is empty again.
    await page.goto('/resume-management/public');
    await expect(page.getByText('No Data Found')).toBeVisible();
  });
});
