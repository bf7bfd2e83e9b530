import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  communicationFixtures,
  datatableFixtures,
  jobAssignmentFixtures,
  type CandidateRow,
} from '../data/tables';
import { demoPath, fail } from '../http';

/** Spec 001 section 9: the tables page by 10 from page 1. */
export const TABLE_PAGE_SIZE = 10;

const params = z.object({
  q: z.string().trim().toLowerCase().default(''),
  perPage: z.coerce.number().int().min(1).max(100).default(TABLE_PAGE_SIZE),
  page: z.coerce.number().int().min(1).default(1),
});

/** Spec 001: q matches the name, the company (the row's `post`), e-mail, age, salary and start date. */
const matches = (row: CandidateRow, q: string) =>
  [row.full_name, row.post, row.email, row.age, row.salary, row.start_date].some((field) =>
    field.toLowerCase().includes(q),
  );

/** `{base}/initial-data` (every row) and `{base}/data` ({allData, invoices: the page, total}). */
function tableHandlers(base: string, rows: () => CandidateRow[]) {
  return [
    http.get(demoPath(`${base}/initial-data`), () => HttpResponse.json(rows())),
    http.get(demoPath(`${base}/data`), ({ request }) => {
      const parsed = params.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Invalid request.');
      const { q, perPage, page } = parsed.data;
      const allData = rows();
      const filtered = allData.filter((row) => matches(row, q));
      return HttpResponse.json({
        allData,
        invoices: filtered.slice((page - 1) * perPage, page * perPage),
        total: filtered.length,
      });
    }),
  ];
}

export const tableHandlersAll = [
  ...tableHandlers('/api/datatables', datatableFixtures),
  ...tableHandlers('/api/jobAssignment_dataTables', jobAssignmentFixtures),
  ...tableHandlers('/api/candidate_comunication_datatable', communicationFixtures),
];
