/** Where each list lives; every list page links to the others. */
export const EXCLUSION_PATHS: Record<ExclusionKind, string> = {
  keyword: '/keyword_management',
  domain: '/domain_management',
  exclusion: '/keyword_exclusion',
  experience: '/experience_keyword',
};

/**
 * A per-user exclusion list (spec 001 section 7 "Lookups": block_keyword, keyword_exclusion, blockDomainView,
 * experience_view, full create, read, update and delete): a searchable, paged table with add, edit and delete dialogs.
 * The upload page passes the blocked keywords and domains to the parser, which drops lines that contain them,
 * and the keyword exclusions, which it strips from the text.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage } from '@talent/api/client';
import {
  Button,
  Card,
  DataTable,
  Inline,
  LinkButton,
  Stack,
  TextField,
  showToast,
  type DataTableColumn,
} from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import { EditDeleteButtons } from '../common/EditDeleteButtons';
import { FormDialog } from '../common/FormDialog';
import { useFormats } from '../common/useFormats';
import { useSubmit } from '../common/useSubmit';
import { tableLabels } from '../common/tableLabels';

export type ExclusionKind = 'keyword' | 'domain' | 'exclusion' | 'experience';

interface Entry {
  id: number;
  value: string;
  created_at: string;
}

/** The contract's calls and texts of each list. */
export const EXCLUSION_LISTS = {
  keyword: {
    list: 'listBlockKeyword',
    create: 'createBlockKeyword',
    update: 'updateBlockKeyword',
    remove: 'deleteBlockKeyword',
    field: 'keyword',
    title: 'Keyword Stream',
    intro: 'Lines of an uploaded profile that contain one of these keywords are removed when it is parsed.',
    column: 'Keyword',
    add: 'Add Keyword',
    edit: 'Edit Keyword',
  },
  domain: {
    list: 'listBlockDomain',
    create: 'createBlockDomain',
    update: 'updateBlockDomain',
    remove: 'deleteBlockDomain',
    field: 'domain',
    title: 'Domain Exclusions',
    intro: 'Lines of an uploaded profile that contain one of these domains are removed when it is parsed.',
    column: 'Domain',
    add: 'Add Domain',
    edit: 'Edit Domain',
  },
  exclusion: {
    list: 'listKeywordExclusion',
    create: 'createKeywordExclusion',
    update: 'updateKeywordExclusion',
    remove: 'deleteKeywordExclusion',
    field: 'keyword',
    title: 'Keyword Exclusion',
    intro:
      'These terms are removed from the text of an uploaded profile when it is parsed; the rest of each line stays.',
    column: 'Term',
    add: 'Add Term',
    edit: 'Edit Term',
  },
  experience: {
    list: 'listExperienceKeyword',
    create: 'createExperienceKeyword',
    update: 'updateExperienceKeyword',
    remove: 'deleteExperienceKeyword',
    field: 'keyword',
    title: 'Extraction Keyword',
    intro: 'Keywords that mark the experience of a profile when it is extracted.',
    column: 'Keyword',
    add: 'Add Keyword',
    edit: 'Edit Keyword',
  },
} as const;

type Config = (typeof EXCLUSION_LISTS)[ExclusionKind];
type ListRow = { id: number; created_at: string } & Record<string, unknown>;

// The four lists share one shape; the contract types each call, these helpers pick by name.
const send = call as unknown as (
  name: string,
  options: { params?: { id: number }; body?: Record<string, string> },
) => Promise<unknown>;

export function ExclusionListPage({ kind }: { kind: ExclusionKind }) {
  const config: Config = EXCLUSION_LISTS[kind];
  const { t } = useTranslation();
  const formats = useFormats();
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const list = usePagedEndpoint(config.list, {
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const rows: Entry[] = (list.rows as ListRow[]).map((row) => ({
    id: row.id,
    value: String(row[config.field] ?? ''),
    created_at: row.created_at,
  }));

  const deleting = useRemoval(async (entry: Entry) => {
    await send(config.remove, { params: { id: entry.id } });
    list.stepBackAfterRemoval();
    return t('{{value}} deleted', { value: entry.value });
  });

  const columns: DataTableColumn<Entry>[] = [
    { id: 'value', header: t(config.column), isRowHeader: true, cell: (e) => e.value },
    { id: 'created', header: t('Added On'), cell: (e) => formats.date(e.created_at) },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (e) => (
        <EditDeleteButtons name={e.value} onEdit={() => setEditing(e)} onDelete={() => deleting.ask(e)} />
      ),
    },
  ];

  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <h1>{t(config.title)}</h1>
        <Button onPress={() => setEditing('new')}>{t(config.add)}</Button>
      </Inline>
      <ExclusionListsNav current={kind} />
      <Card>
        <Stack gap="medium">
          <p>{t(config.intro)}</p>
          <DataTable
            emptyKind="file"
            label={t(config.title)}
            columns={columns}
            getRowId={(e) => e.id}
            {...list.props}
            {...list.searchProps}
            rows={rows}
            searchPlaceholder={t('Search {{what}}', { what: t(config.column) })}
            emptyTitle={t('No Data Found')}
            emptyDescription={t("Sorry, We Couldn't Find Any Data to Display")}
            labels={{ ...tableLabels(t), searchLabel: t(config.column) }}
          />
        </Stack>
      </Card>
      {editing ? (
        <EntryDialog
          config={config}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
      <ConfirmRemoval
        {...deleting.dialog}
        title={t('Delete {{name}}?', { name: deleting.item?.value ?? '' })}
        confirmLabel={t('Delete')}
        message={t('This entry will be removed from the list.')}
      />
    </Stack>
  );
}

/** The four lists side by side: links to the others, the current one marked. */
function ExclusionListsNav({ current }: { current: ExclusionKind }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('Exclusion lists')}>
      <Inline gap="small" wrap>
        {(Object.keys(EXCLUSION_PATHS) as ExclusionKind[]).map((kind) => (
          <LinkButton
            key={kind}
            href={EXCLUSION_PATHS[kind]}
            size="sm"
            variant={kind === current ? 'soft' : 'ghost'}
            tone={kind === current ? 'accent' : 'neutral'}
            aria-current={kind === current ? 'page' : undefined}
          >
            {t(EXCLUSION_LISTS[kind].title)}
          </LinkButton>
        ))}
      </Inline>
    </nav>
  );
}

function EntryDialog({
  config,
  entry,
  onClose,
  onSaved,
}: {
  config: Config;
  entry: Entry | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(entry?.value ?? '');
  const form = useSubmit();
  const title = t(entry ? config.edit : config.add);

  async function save() {
    if (!value.trim()) {
      form.setError(t('{{field}} is required.', { field: t(config.column) }));
      return;
    }
    await form.run(async () => {
      const body = { [config.field]: value.trim() };
      if (entry) await send(config.update, { params: { id: entry.id }, body });
      else await send(config.create, { body });
      showToast({
        title: entry ? t('Saved') : t('{{value}} added', { value: value.trim() }),
        tone: 'positive',
      });
      onSaved();
    });
  }

  return (
    <FormDialog title={title} size="sm" state={form} onSubmit={save} onClose={onClose}>
      <TextField label={t(config.column)} name={config.field} value={value} onChange={setValue} isRequired />
    </FormDialog>
  );
}
