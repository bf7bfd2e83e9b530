import { useSearchParams } from 'react-router-dom';
import {
  Avatar,
  Badge,
  Button,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  showToast,
  type DataTableColumn,
} from '@talent/ui';
import { statusChips, type CandidateRow, type JobAssignmentRow, type TableId } from './model';
import { RowsTable } from './RowsTable';
import * as pages from '../pages/pages.css';
import * as css from './datatables.css';

const person = <T extends CandidateRow>(): DataTableColumn<T> => ({
  id: 'full_name',
  header: 'Name',
  isRowHeader: true,
  allowsSorting: true,
  cell: (row) => (
    <span className={css.person}>
      <Avatar name={row.full_name} size="sm" isDecorative />
      <span className={css.personText}>
        <span>{row.full_name}</span>
        <span className={css.muted}>{row.email}</span>
      </span>
    </span>
  ),
});
const status = <T extends CandidateRow>(): DataTableColumn<T> => ({
  id: 'status',
  header: 'Status',
  allowsSorting: true,
  cell: (row) => <Badge tone={statusChips[row.status].tone}>{statusChips[row.status].label}</Badge>,
});

const candidateColumns: DataTableColumn<CandidateRow>[] = [
  person(),
  { id: 'post', header: 'Company', allowsSorting: true, cell: (row) => row.post },
  { id: 'start_date', header: 'Start date', allowsSorting: true, cell: (row) => row.start_date },
  { id: 'salary', header: 'Salary', allowsSorting: true, align: 'end', cell: (row) => row.salary },
  { id: 'age', header: 'Age', allowsSorting: true, align: 'end', cell: (row) => row.age },
  status(),
];

/** The job assignment row's update and delete labels: the demo tables are read-only, so they say so. */
const readOnly = (action: string, row: JobAssignmentRow) =>
  showToast({ title: `${action}: ${row.full_name}`, description: 'The demo tables are read-only.' });

const jobColumns: DataTableColumn<JobAssignmentRow>[] = [
  person(),
  { id: 'job_requeste', header: 'Job request', cell: (row) => row.job_requeste },
  {
    id: 'user_status',
    header: 'User status',
    cell: (row) => (
      <Badge tone={row.user_status === 'Active' ? 'positive' : 'neutral'}>{row.user_status}</Badge>
    ),
  },
  { id: 'statuse', header: 'Assignment', cell: (row) => <Badge tone="info">{row.statuse}</Badge> },
  { id: 'start_date', header: 'Start date', allowsSorting: true, cell: (row) => row.start_date },
  {
    id: 'actions',
    header: 'Actions',
    cell: (row) => (
      <span className={css.actions}>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${row.update} ${row.full_name}`}
          onPress={() => readOnly(row.update, row)}
        >
          {row.update}
        </Button>
        <Button
          variant="ghost"
          tone="critical"
          size="sm"
          aria-label={`${row.delete} ${row.full_name}`}
          onPress={() => readOnly(row.delete, row)}
        >
          {row.delete}
        </Button>
      </span>
    ),
  },
];

const communicationColumns: DataTableColumn<CandidateRow>[] = [
  person(),
  { id: 'post', header: 'Company', allowsSorting: true, cell: (row) => row.post },
  { id: 'city', header: 'City', cell: (row) => row.city },
  { id: 'experience', header: 'Experience', cell: (row) => row.experience },
  { id: 'start_date', header: 'Start date', allowsSorting: true, cell: (row) => row.start_date },
  status(),
];

const tabs: { id: TableId; slug: string; title: string }[] = [
  { id: 'candidates', slug: 'candidates', title: 'Candidates' },
  { id: 'jobAssignments', slug: 'job-assignments', title: 'Job assignments' },
  { id: 'communication', slug: 'communication', title: 'Candidate communication' },
];

/**
 * The data tables page (spec 001: `/datatables`): the candidate or employee table, the job assignment table
 * and the candidate communication table, one tab each (`?table=` keeps the tab in the address).
 */
export default function DataTablesPage() {
  const [search, setSearch] = useSearchParams();
  const current = tabs.find((tab) => tab.slug === search.get('table'))?.slug ?? 'candidates';
  return (
    <div className={pages.page}>
      <h1 className={pages.title}>Data tables</h1>
      <p className={pages.lead}>
        Candidates, job assignments and candidate communication from the sample data: search, sort, page
        sizes, paging and row selection, answered by the demo layer.
      </p>
      <Tabs
        selectedKey={current}
        onSelectionChange={(key) =>
          setSearch(key === 'candidates' ? {} : { table: String(key) }, { replace: true })
        }
      >
        <TabList aria-label="Tables" className={css.tabList}>
          {tabs.map((tab) => (
            <Tab key={tab.slug} id={tab.slug}>
              {tab.title}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="candidates" className={css.panel}>
          <RowsTable table="candidates" label="Candidates" columns={candidateColumns} />
        </TabPanel>
        <TabPanel id="job-assignments" className={css.panel}>
          <RowsTable table="jobAssignments" label="Job assignments" columns={jobColumns} />
        </TabPanel>
        <TabPanel id="communication" className={css.panel}>
          <RowsTable table="communication" label="Candidate communication" columns={communicationColumns} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
