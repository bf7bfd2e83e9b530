import { useTranslation } from 'react-i18next';
import type { Profile } from '@talent/api/contract';
import { Badge } from '@talent/ui';
import { formatDate } from '../wallet/format';

/** What the viewer holds of a profile: their own (public or private), unlocked, bought, rented or locked. */
export function AccessBadge({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  switch (profile.access) {
    case 'owner':
      return (
        <Badge tone={profile.is_public ? 'positive' : 'neutral'}>
          {profile.is_public ? t('Public') : t('Private')}
        </Badge>
      );
    case 'unlocked':
      return <Badge tone="positive">{t('Unlocked')}</Badge>;
    case 'bought':
      return <Badge tone="accent">{t('Bought')}</Badge>;
    case 'rented':
      return (
        <Badge tone="info">
          {t('Rented until {{date}}', { date: formatDate(profile.access_expires_at) })}
        </Badge>
      );
    default:
      return <Badge tone="neutral">{t('Locked')}</Badge>;
  }
}
