import { useTranslation } from 'react-i18next';
import type { Profile } from '@talent/api/contract';
import { Badge } from '@talent/ui';
import { useFormats } from '../common/useFormats';

/** What the viewer holds of a profile: their own (public or private), unlocked, bought, rented or locked. */
export function AccessBadge({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const formats = useFormats();
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
          {t('Rented until {{date}}', { date: formats.date(profile.access_expires_at) })}
        </Badge>
      );
    default:
      return <Badge tone="neutral">{t('Locked')}</Badge>;
  }
}
