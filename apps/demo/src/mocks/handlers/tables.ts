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
  sortColumn: z
    .enum(['id', 'full_name', 'post', 'email', 'start_date', 'salary', 'age', 'status'])
    .default('id'),
  sort: z.enum(['asc', 'desc']).default('asc'),
});

/** MM/DD/YYYY as YYYYMMDD, so dates sort as text. */
const dateKey = (date: string) => `${date.slice(6)}${date.slice(0, 2)}${date.slice(3, 5)}`;

/** A sort value per column: numbers for the id, salary, age and status; the date by day; text otherwise. */
function sortValue(row: CandidateRow, column: z.infer<typeof params>['sortColumn']): number | string {
  switch (column) {
    case 'id':
    case 'status':
      return row[column];
    case 'salary':
      return Number(row.salary.replace(/[^0-9.]/g, ''));
    case 'age':
      return Number(row.age);
    case 'start_date':
      return dateKey(row.start_date);
    default:
      return row[column].toLowerCase();
  }
}

/** Spec 001: q matches the name, the company (the row's `post`), e-mail, age, salary and start date. */
const matches = (row: CandidateRow, q: string) =>
  [row.full_name, row.post, row.email, row.age, row.salary, row.start_date].some((field) =>
    field.toLowerCase().includes(q),
  );

/**
 * `{base}/initial-data` (every row) and `{base}/data` ({allData, invoices: the page, total}). The gallery's
 * tables also sort on the handler (`sortColumn`, `sort`; by id ascending when not asked), as the invoice list does.
 */
function tableHandlers(base: string, rows: () => CandidateRow[]) {
  return [
    http.get(demoPath(`${base}/initial-data`), () => HttpResponse.json(rows())),
    http.get(demoPath(`${base}/data`), ({ request }) => {
      const parsed = params.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Invalid request.');
      const { q, perPage, page, sortColumn, sort } = parsed.data;
      const allData = rows();
      const direction = sort === 'asc' ? 1 : -1;
      const filtered = allData
        .filter((row) => matches(row, q))
        .sort((a, b) => {
          const x = sortValue(a, sortColumn);
          const y = sortValue(b, sortColumn);
          return (x < y ? -1 : x > y ? 1 : a.id - b.id) * direction;
        });
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
