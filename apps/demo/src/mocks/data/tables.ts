/**
 * The data tables' samples (spec 001 section 3): the candidate or employee row, and the job assignment row
 * that adds its own columns. Generated from fixed seeds: the same rows on every load.
 */
import { pickWith, seededRandom } from './random';

export interface CandidateRow {
  id: number;
  avatar: string;
  full_name: string;
  post: string;
  email: string;
  city: string;
  /** MM/DD/YYYY */
  start_date: string;
  /** "$23896.35" */
  salary: string;
  /** "61" */
  age: string;
  /** "3 Years" */
  experience: string;
  /** 1 to 5 (meanings not shown in the spec; the table shows them as Current, Professional, Rejected,
   * Resigned and Applied, as the original template does). */
  status: 1 | 2 | 3 | 4 | 5;
}

export interface JobAssignmentRow extends CandidateRow {
  user_status: string;
  job_requeste: string;
  statuse: 'Worked';
  update: string;
  delete: string;
}

const firstNames = [
  'Korrie',
  'Bailie',
  'Stella',
  'Laurie',
  'Tammy',
  'Adelle',
  'Josh',
  'Ardis',
  'Hazel',
  'Ivor',
];
const lastNames = ["O'Crevy", 'Coulman', 'Ganderton', 'Gibson', 'Boyd', 'Kipling', 'Fairbrother', 'Balducci'];
const posts = [
  'Nuclear Power Engineer',
  'VP Quality Control',
  'Operator',
  'Cost Accountant',
  'Senior Cost Accountant',
];
const cities = [
  'Krasnosilka',
  'Hinigaran',
  'Golcowa',
  'Paquera',
  'Lucan',
  'Maofan',
  'Pueblo Nuevo',
  'Shuangchahe',
];

export const TABLE_ROW_COUNT = 30;

function candidateRows(seed: number): CandidateRow[] {
  const random = seededRandom(seed);
  const pick = pickWith(random);
  const two = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: TABLE_ROW_COUNT }, (_, i) => {
    const first = pick(firstNames);
    const last = pick(lastNames);
    return {
      id: i + 1,
      avatar: '',
      full_name: `${first} ${last}`,
      post: pick(posts),
      email: `${first}.${last.replace(/\W/g, '')}${i + 1}@example.com`.toLowerCase(),
      city: pick(cities),
      start_date: `${two(1 + Math.floor(random() * 12))}/${two(1 + Math.floor(random() * 28))}/${2015 + Math.floor(random() * 10)}`,
      salary: `$${(20000 + random() * 30000).toFixed(2)}`,
      age: String(21 + Math.floor(random() * 45)),
      experience: `${1 + Math.floor(random() * 9)} Years`,
      status: (1 + Math.floor(random() * 5)) as CandidateRow['status'],
    };
  });
}

export const datatableFixtures = (): CandidateRow[] => candidateRows(11);
export const communicationFixtures = (): CandidateRow[] => candidateRows(13);
export function jobAssignmentFixtures(): JobAssignmentRow[] {
  const random = seededRandom(17);
  return candidateRows(17).map((row) => ({
    ...row,
    user_status: random() < 0.5 ? 'Active' : 'Inactive',
    job_requeste: `JR-${String(1000 + row.id)}`,
    statuse: 'Worked',
    update: 'Update',
    delete: 'Delete',
  }));
}
