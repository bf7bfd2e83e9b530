import type { Tone } from '@talent/ui';
import type { CandidateRow } from '../mocks/data/tables';

export type { CandidateRow, JobAssignmentRow } from '../mocks/data/tables';

/** The three tables' endpoints (spec 001 section 7, with the spec's spelling). */
export const tableBases = {
  candidates: '/api/datatables',
  jobAssignments: '/api/jobAssignment_dataTables',
  communication: '/api/candidate_comunication_datatable',
} as const;
export type TableId = keyof typeof tableBases;

export const PAGE_SIZES = [10, 25, 50] as const;

export type SortColumn = 'id' | 'full_name' | 'post' | 'email' | 'start_date' | 'salary' | 'age' | 'status';

export interface TableParams {
  q: string;
  perPage: number;
  page: number;
  sortColumn: SortColumn;
  sort: 'asc' | 'desc';
}

export const initialTableParams: TableParams = { q: '', perPage: 10, page: 1, sortColumn: 'id', sort: 'asc' };

export interface TableAnswer<T> {
  allData: T[];
  invoices: T[];
  total: number;
}

/** Where a table's pages come from: `GET {base}/data?q=&perPage=&page=&sortColumn=&sort=`. */
export const rowsPath = (table: TableId) => `${tableBases[table]}/data`;

/** The status chips 1 to 5 (the spec shows numbers only; these are the original template's labels). */
export const statusChips: Record<CandidateRow['status'], { label: string; tone: Tone }> = {
  1: { label: 'Current', tone: 'accent' },
  2: { label: 'Professional', tone: 'positive' },
  3: { label: 'Rejected', tone: 'critical' },
  4: { label: 'Resigned', tone: 'caution' },
  5: { label: 'Applied', tone: 'info' },
};

/** The selected rows as CSV (what "Download CSV" saves). */
export function rowsCsv(rows: readonly CandidateRow[]): string {
  const quote = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
  const header = ['Name', 'E-mail', 'Post', 'City', 'Start date', 'Salary', 'Age', 'Status'];
  return [
    header.map(quote).join(','),
    ...rows.map((r) =>
      [r.full_name, r.email, r.post, r.city, r.start_date, r.salary, r.age, statusChips[r.status].label]
        .map(quote)
        .join(','),
    ),
  ].join('\n');
}

export function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
