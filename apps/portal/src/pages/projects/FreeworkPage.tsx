/**
 * /freework (Project Job): the open projects I may see, searched by words, skills, budget and deadline,
 * newest first, paged 10/25/50/75; a freelancer saves projects and may list the saved ones only. Posters
 * (recruiter-type roles and admins) have a second tab with their own projects in every state and a
 * "Post a project" button. The whole query lives in the URL (projectQuery.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { Project } from '@talent/api/contract';
import { isRecruiterType } from '@talent/api/abilities';
import { PAGE_SIZES } from '@talent/api/rules';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Form,
  Pagination,
  Select,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  showToast,
  useMediaQuery,
} from '@talent/ui';
import { useSession } from '../../app/session';
import { tableLabels } from '../common/tableLabels';
import { searchErrorMessage } from '../marketplace/search';
import * as css from '../seeker/seeker.css';
import { ProjectCard, ProjectCardsLoading } from './ProjectCard';
import { ProjectFiltersForm } from './ProjectFiltersForm';
import {
  EMPTY_PROJECT_QUERY,
  hasProjectFilters,
  readProjectQuery,
  searchQuery,
  writeProjectQuery,
  type ProjectQuery,
} from './projectQuery';

/** Recruiter-type roles and admins post projects. */
export function isPoster(role: string | null | undefined): boolean {
  return role === 'admin' || isRecruiterType(role);
}

function SearchBox({ text, onSearch }: { text: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(text);
  return (
    <Form
      aria-label={t('Search projects')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <div className={css.searchRow}>
        <TextField
          label={t('Search projects')}
          name="search"
          type="search"
          value={draft}
          onChange={setDraft}
          maxLength={500}
          placeholder={t('Title, description…')}
        />
        <div>
          <Button type="submit">{t('Search')}</Button>
        </div>
      </div>
    </Form>
  );
}

function ErrorWithRetry({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="small">
      <Alert>{t(searchErrorMessage(error))}</Alert>
      <div>
        <Button variant="outline" onPress={onRetry}>
          {t('Retry')}
        </Button>
      </div>
    </Stack>
  );
}

function PageSize({ query, go }: { query: ProjectQuery; go: (next: Partial<ProjectQuery>) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('Projects per page')}
      options={PAGE_SIZES.map((size) => ({ id: String(size), label: String(size) }))}
      selectedKey={String(query.size)}
      onSelectionChange={(key) => go({ size: Number(key) })}
    />
  );
}

/** The open projects: search, filters, saved-only (freelancers), cards and paging. */
function OpenProjects({
  query,
  go,
  canSave,
}: {
  query: ProjectQuery;
  go: (next: Partial<ProjectQuery>) => void;
  canSave: boolean;
}) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 720px)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [saving, setSaving] = useState<number | null>(null);
  const results = useEndpoint('projectSearch', { query: searchQuery(query) }, { keepPreviousData: true });
  const data = results.data;
  const total = data?.count ?? 0;

  const toggleSaved = async (project: Project) => {
    setSaving(project.id);
    try {
      await call('saveProject', { body: { project_id: project.id, saved: !project.saved } });
      showToast({
        title: project.saved ? t('Taken off your saved projects') : t('Saved to your projects'),
        tone: 'positive',
      });
      await results.mutate();
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setSaving(null);
    }
  };

  let body;
  if (results.error && !data) {
    body = <ErrorWithRetry error={results.error} onRetry={() => void results.mutate()} />;
  } else if (!data) {
    body = <ProjectCardsLoading />;
  } else if (data.results.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        kind="search"
        title={t('No projects match')}
        description={
          hasProjectFilters(query)
            ? t('Try fewer words or clear the filters.')
            : t('No projects are open right now. Come back soon.')
        }
        action={
          hasProjectFilters(query) ? (
            <Button variant="outline" onPress={() => go({ text: '', filters: {}, savedOnly: false })}>
              {t('Clear search and filters')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <Stack gap="medium">
        <ul className={css.list} aria-label={t('Projects')} aria-busy={results.isValidating || undefined}>
          {data.results.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                actions={
                  canSave ? (
                    <Button
                      size="sm"
                      variant={project.saved ? 'solid' : 'outline'}
                      aria-pressed={project.saved}
                      aria-label={t('Save {{title}}', { title: project.title })}
                      isDisabled={saving === project.id}
                      onPress={() => void toggleSaved(project)}
                    >
                      {project.saved ? t('Saved') : t('Save')}
                    </Button>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
        <Pagination
          page={query.page}
          pageSize={query.size}
          totalCount={total}
          onPageChange={(page) => go({ page })}
          labels={tableLabels(t)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="large">
      <Card>
        <SearchBox key={query.text} text={query.text} onSearch={(text) => go({ text })} />
      </Card>
      <Card
        title={t('Filters')}
        headingLevel={2}
        actions={
          isNarrow ? (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={filtersOpen}
              aria-controls="project-filters"
              onPress={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? t('Hide filters') : t('Show filters')}
            </Button>
          ) : undefined
        }
      >
        <div id="project-filters" hidden={isNarrow && !filtersOpen}>
          <ProjectFiltersForm
            key={JSON.stringify(query.filters)}
            value={query.filters}
            onApply={(filters) => go({ filters })}
          />
        </div>
      </Card>
      <section aria-labelledby="project-results">
        <Stack gap="medium">
          <div className={css.toolbar}>
            <h2 id="project-results" style={{ margin: 0 }}>
              {data ? t('{{count}} projects found', { count: total }) : t('Projects')}
            </h2>
            <div className={css.line}>
              {canSave ? (
                <Checkbox isSelected={query.savedOnly} onChange={(savedOnly) => go({ savedOnly })}>
                  {t('Saved projects only')}
                </Checkbox>
              ) : null}
              <PageSize query={query} go={go} />
            </div>
          </div>
          {body}
        </Stack>
      </section>
    </Stack>
  );
}

/** The poster's own projects, every state, newest first. */
function MyProjects({ query, go }: { query: ProjectQuery; go: (next: Partial<ProjectQuery>) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useEndpoint(
    'myProjects',
    { query: { limit: query.size, offset: (query.page - 1) * query.size } },
    { keepPreviousData: true },
  );
  const data = list.data;
  let body;
  if (list.error && !data) {
    body = <ErrorWithRetry error={list.error} onRetry={() => void list.mutate()} />;
  } else if (!data) {
    body = <ProjectCardsLoading />;
  } else if (data.results.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        kind="projects"
        title={t('You have posted no projects yet')}
        description={t('Post a project and freelancers send you proposals.')}
        action={<Button onPress={() => void navigate('/create-project')}>{t('Post a project')}</Button>}
      />
    );
  } else {
    body = (
      <Stack gap="medium">
        <ul className={css.list} aria-label={t('My projects')} aria-busy={list.isValidating || undefined}>
          {data.results.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} showStatus />
            </li>
          ))}
        </ul>
        <Pagination
          page={query.page}
          pageSize={query.size}
          totalCount={data.count}
          onPageChange={(page) => go({ page })}
          labels={tableLabels(t)}
        />
      </Stack>
    );
  }
  return (
    <section aria-labelledby="my-project-results">
      <Stack gap="medium">
        <div className={css.toolbar}>
          <h2 id="my-project-results" style={{ margin: 0 }}>
            {data ? t('{{count}} projects posted', { count: data.count }) : t('My projects')}
          </h2>
          <PageSize query={query} go={go} />
        </div>
        {body}
      </Stack>
    </section>
  );
}

export default function FreeworkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const query = readProjectQuery(params);
  const poster = isPoster(user?.role);

  /** A new query goes to page 1 unless it is a page move. */
  const go = (next: Partial<ProjectQuery>) => setParams(writeProjectQuery({ ...query, page: 1, ...next }));

  if (!poster)
    return (
      <Stack gap="large">
        <h1>{t('Project Job')}</h1>
        <OpenProjects query={query} go={go} canSave={user?.role === 'freelancer'} />
      </Stack>
    );

  return (
    <Stack gap="large">
      <div className={css.toolbar}>
        <h1 style={{ margin: 0 }}>{t('Project Job')}</h1>
        <Button onPress={() => void navigate('/create-project')}>{t('Post a project')}</Button>
      </div>
      <Tabs
        selectedKey={query.tab}
        onSelectionChange={(key) =>
          setParams(writeProjectQuery({ ...EMPTY_PROJECT_QUERY, tab: key === 'mine' ? 'mine' : 'open' }))
        }
      >
        <TabList aria-label={t('Projects')}>
          <Tab id="open">{t('Open projects')}</Tab>
          <Tab id="mine">{t('My projects')}</Tab>
        </TabList>
        <TabPanel id="open">
          <OpenProjects query={query} go={go} canSave={false} />
        </TabPanel>
        <TabPanel id="mine">
          <MyProjects query={query} go={go} />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
