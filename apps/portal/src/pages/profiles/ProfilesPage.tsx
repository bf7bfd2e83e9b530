import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Profile, ProfileFilters } from '@talent/api/contract';
import { Button, Card, DataTable, Inline, Stack, type DataTableColumn } from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { useRouteDef } from '../../routes/useRouteDef';
import { nameSearchTexts } from '../common/tableLabels';
import { dash, editLink, locationColumn, ratingColumn, statusBadge } from './columns';
import { useMarkPrivate } from './useMarkPrivate';
import { PublishDialog } from './PublishDialog';
import { DeleteProfileDialog } from './DeleteProfileDialog';
import { ProfileViewer } from './ProfileViewer';
import { useFormats } from '../common/useFormats';

/** What each collection route lists (spec 2.3). */
export function collectionFilter(pathname: string): ProfileFilters | undefined {
  if (pathname === '/non-public-resume') return { is_public: false };
  if (pathname === '/resume-management/public') return { is_public: true };
  return undefined;
}

/** The edit route of a profile: job seekers /profile-resume/:uid, others /manual-resume/:uid. */
export function editPath(pathname: string, id: number): string {
  return pathname === '/my_upload_resume' ? `/profile-resume/${id}` : `/manual-resume/${id}`;
}

/**
 * The private collection: /non-public-resume, /resume-management (+ /resume-management/public),
 * /resume-uploaded and /my_upload_resume. Search, page sizes, paging, the viewer dialog, edit, publish
 * with a price, mark private (one or many) and delete (after a confirmation).
 */
export default function ProfilesPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const { pathname } = useLocation();
  const def = useRouteDef();
  const [viewing, setViewing] = useState<Profile | null>(null);
  const [publishing, setPublishing] = useState<{ ids: number[]; price: number | null } | null>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const filters = collectionFilter(pathname);
  const table = usePagedEndpoint('listResume', {
    body: (search) => ({
      ...(search ? { query: search } : {}),
      search_type: 'OR' as const,
      ...(filters ? { filters } : {}),
    }),
    errorText: () => t('Something went wrong'),
  });
  const { rows, selected, mutate } = table;
  const selectedIds = (selected === 'all' ? rows.map((r) => r.id) : [...selected].map(Number)).filter((id) =>
    rows.some((r) => r.id === id),
  );

  const { busy, makePrivate, bulkAction } = useMarkPrivate({
    clearSelection: table.clearSelection,
    reload: mutate,
  });

  const columns: DataTableColumn<Profile>[] = [
    {
      id: 'name',
      header: t('Full Name'),
      isRowHeader: true,
      cell: (p) => (
        <Button
          variant="ghost"
          size="sm"
          onPress={() => setViewing(p)}
          aria-label={t('View {{name}}', { name: p.full_name })}
        >
          {p.full_name}
        </Button>
      ),
    },
    { id: 'title', header: t('Job Title'), cell: (p) => p.job_title ?? dash },
    locationColumn(t),
    ratingColumn(t),
    { id: 'status', header: t('Status'), cell: (p) => statusBadge(p, t) },
    { id: 'price', header: t('Price (TAT)'), align: 'end', cell: (p) => p.resume_price ?? dash },
    { id: 'uploaded', header: t('Uploaded'), cell: (p) => formats.date(p.created_at) },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (p) => (
        <Inline gap="xsmall">
          {editLink(p, editPath(pathname, p.id), t)}
          {p.is_public ? (
            <Button
              size="sm"
              variant="soft"
              tone="critical"
              isDisabled={busy}
              onPress={() => void makePrivate([p.id])}
              aria-label={t('Mark {{name}} private', { name: p.full_name })}
            >
              {t('Mark Private')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="soft"
              isDisabled={!p.can_resell}
              onPress={() => setPublishing({ ids: [p.id], price: p.resume_price })}
              aria-label={t('Make {{name}} public', { name: p.full_name })}
            >
              {t('Make Public')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            tone="critical"
            onPress={() => setDeleting(p)}
            aria-label={t('Delete {{name}}', { name: p.full_name })}
          >
            {t('Delete')}
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <Stack gap="large">
      <h1>{t(def?.title ?? 'Profile Management')}</h1>
      <Card
        title={t('My profiles')}
        actions={
          selectedIds.length > 0 ? (
            <Button size="sm" variant="soft" onPress={() => setPublishing({ ids: selectedIds, price: null })}>
              {t('Make Public')} ({selectedIds.length})
            </Button>
          ) : null
        }
      >
        <DataTable
          emptyKind="people"
          label={t(def?.title ?? 'Profiles')}
          columns={columns}
          getRowId={(p) => p.id}
          {...table.props}
          {...table.searchProps}
          {...nameSearchTexts(t)}
          isSelectable
          bulkAction={bulkAction}
        />
      </Card>
      <ProfileViewer profile={viewing} pathname={pathname} onClose={() => setViewing(null)} />
      <DeleteProfileDialog
        profile={deleting}
        onClose={(deleted) => {
          setDeleting(null);
          if (deleted) table.clearSelection();
        }}
      />
      {publishing ? (
        <PublishDialog
          ids={publishing.ids}
          initialPrice={publishing.price}
          onClose={(done) => {
            setPublishing(null);
            if (done) table.clearSelection();
          }}
        />
      ) : null}
    </Stack>
  );
}
