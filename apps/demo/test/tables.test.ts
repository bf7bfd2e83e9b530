/** Spec 001: the three data tables' calls (initial-data and data), their q, paging and answer shape. */
import { describe, expect, it } from 'vitest';
import {
  datatableFixtures,
  jobAssignmentFixtures,
  type CandidateRow,
  type JobAssignmentRow,
} from '../src/mocks';
import { call } from './setup';

interface Page<T> {
  allData: T[];
  invoices: T[];
  total: number;
}

const bases = ['/api/datatables', '/api/jobAssignment_dataTables', '/api/candidate_comunication_datatable'];

describe('the table rows', () => {
  it('have the spec fields and formats, the same on every load', () => {
    const rows = datatableFixtures();
    expect(rows).toEqual(datatableFixtures());
    for (const row of rows) {
      expect(row.start_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(row.salary).toMatch(/^\$\d+\.\d{2}$/);
      expect(row.experience).toMatch(/^\d Years$/);
      expect([1, 2, 3, 4, 5]).toContain(row.status);
    }
    const assignment: JobAssignmentRow = jobAssignmentFixtures()[0]!;
    expect(assignment).toMatchObject({ statuse: 'Worked', job_requeste: 'JR-1001', update: 'Update' });
  });
});

describe.each(bases)('%s', (base) => {
  it('initial-data: every row', async () => {
    const { status, body } = await call<CandidateRow[]>('GET', `${base}/initial-data`);
    expect(status).toBe(200);
    expect(body).toHaveLength(30);
  });

  it('data: page 1 of 10 by default, as {allData, invoices, total}', async () => {
    const { body } = await call<Page<CandidateRow>>('GET', `${base}/data`);
    expect(Object.keys(body).sort()).toEqual(['allData', 'invoices', 'total']);
    expect(body.invoices.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(body.total).toBe(30);
    const third = await call<Page<CandidateRow>>('GET', `${base}/data?perPage=7&page=5`);
    expect(third.body.invoices.map((r) => r.id)).toEqual([29, 30]);
  });

  it('q matches name, company (post), e-mail, age, salary and start date, in any case', async () => {
    const { body: all } = await call<CandidateRow[]>('GET', `${base}/initial-data`);
    const row = all[4]!;
    for (const q of [row.full_name.toUpperCase(), row.post, row.email, row.salary, row.start_date]) {
      const { body } = await call<Page<CandidateRow>>(
        'GET',
        `${base}/data?perPage=100&q=${encodeURIComponent(q)}`,
      );
      expect(body.invoices.map((r) => r.id)).toContain(row.id);
      const expected = all.filter((r) =>
        [r.full_name, r.post, r.email, r.age, r.salary, r.start_date].some((f) =>
          f.toLowerCase().includes(q.toLowerCase()),
        ),
      );
      expect(body.total).toBe(expected.length);
    }
    // The city is not searched.
    const city = all.find(
      (r) => !all.some((o) => [o.full_name, o.post, o.email].some((f) => f.includes(r.city))),
    )!;
    const { body } = await call<Page<CandidateRow>>('GET', `${base}/data?q=${encodeURIComponent(city.city)}`);
    expect(body.total).toBe(0);
  });

  it('a bad page: 400', async () => {
    expect((await call('GET', `${base}/data?page=-1`)).status).toBe(400);
  });
});

describe('sorting (sortColumn, sort)', () => {
  it('sorts the filtered rows before paging, by number, date or text', async () => {
    const base = '/api/datatables/data?perPage=100';
    const salaries = (
      await call<Page<CandidateRow>>('GET', `${base}&sortColumn=salary&sort=desc`)
    ).body.invoices.map((r) => Number(r.salary.slice(1)));
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    const dates = (await call<Page<CandidateRow>>('GET', `${base}&sortColumn=start_date`)).body.invoices.map(
      (r) => `${r.start_date.slice(6)}${r.start_date.slice(0, 5)}`,
    );
    expect(dates).toEqual([...dates].sort());
    const names = (await call<Page<CandidateRow>>('GET', `${base}&sortColumn=full_name`)).body.invoices.map(
      (r) => r.full_name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    const firstPage = await call<Page<CandidateRow>>('GET', '/api/datatables/data?sortColumn=age&sort=desc');
    expect(Number(firstPage.body.invoices[0]!.age)).toBe(
      Math.max(...salaries.map((_, i) => Number(datatableFixtures()[i]!.age))),
    );
  });

  it('an unknown column: 400', async () => {
    expect((await call('GET', '/api/datatables/data?sortColumn=city')).status).toBe(400);
  });
});
