import type { TFunction } from 'i18next';
import type { Profile } from '@talent/api/contract';
import { Badge, LinkButton, StarRating, type DataTableColumn } from '@talent/ui';

export const dash = '—';

export function statusBadge(profile: Pick<Profile, 'is_public'>, t: TFunction) {
  return profile.is_public ? (
    <Badge tone="positive">{t('Public')}</Badge>
  ) : (
    <Badge tone="neutral">{t('Private')}</Badge>
  );
}

/** City and state, or a dash. */
export function locationColumn(t: TFunction): DataTableColumn<Profile> {
  return {
    id: 'location',
    header: t('Location'),
    cell: (p) => [p.city, p.state].filter(Boolean).join(', ') || dash,
  };
}

/** The link to a profile's edit page, named after the profile for screen readers. */
export function editLink(profile: Pick<Profile, 'full_name'>, href: string, t: TFunction) {
  return (
    <LinkButton
      size="sm"
      variant="outline"
      tone="neutral"
      href={href}
      aria-label={t('Edit {{name}}', { name: profile.full_name })}
    >
      {t('Edit')}
    </LinkButton>
  );
}

/** An "Edit" column of links to each profile's edit page. */
export function editColumn(t: TFunction, hrefOf: (profile: Profile) => string): DataTableColumn<Profile> {
  return { id: 'edit', header: t('Edit'), cell: (p) => editLink(p, hrefOf(p), t) };
}

export function ratingColumn(t: TFunction): DataTableColumn<Profile> {
  return {
    id: 'rating',
    header: t('Rating'),
    cell: (p) => <StarRating percent={p.resume_rating} />,
    skeletonWidth: 90,
  };
}
