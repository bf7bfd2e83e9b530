import type { TFunction } from 'i18next';
import type { Profile } from '@talent/api/contract';
import { Badge, StarRating, type DataTableColumn } from '@talent/ui';

export const dash = '—';

export function statusBadge(profile: Pick<Profile, 'is_public'>, t: TFunction) {
  return profile.is_public ? (
    <Badge tone="positive">{t('Public')}</Badge>
  ) : (
    <Badge tone="neutral">{t('Private')}</Badge>
  );
}

export function ratingColumn(t: TFunction): DataTableColumn<Profile> {
  return {
    id: 'rating',
    header: t('Rating'),
    cell: (p) => <StarRating percent={p.resume_rating} />,
    skeletonWidth: 90,
  };
}
