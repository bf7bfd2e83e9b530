import type { TFunction } from 'i18next';
import type { Profile } from '@talent/api/contract';
import { Button, type DataTableColumn } from '@talent/ui';
import { dash } from '../profiles/columns';
import * as css from './marketplace.css';

/** The row header of the marketplace tables: the full name over the job title. */
export function nameAndTitleColumn(t: TFunction): DataTableColumn<Profile> {
  return {
    id: 'name',
    header: t('Full Name'),
    isRowHeader: true,
    cell: (p) => (
      <>
        <span className={css.name}>
          <bdi>{p.full_name}</bdi>
        </span>
        <span className={css.sub}>
          <bdi>{p.job_title ?? dash}</bdi>
        </span>
      </>
    ),
  };
}

/** The button that opens a profile in the viewer, named after the profile for screen readers. */
export function viewButton(profile: Profile, onView: (profile: Profile) => void, t: TFunction) {
  return (
    <Button
      size="sm"
      variant="soft"
      onPress={() => onView(profile)}
      aria-label={t('View {{name}}', { name: profile.full_name })}
    >
      {t('View')}
    </Button>
  );
}
