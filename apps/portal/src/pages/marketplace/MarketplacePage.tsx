import { useTranslation } from 'react-i18next';
import { ProfileSearch } from './ProfileSearch';

/** /market_place: public profiles of others. */
export default function MarketplacePage() {
  const { t } = useTranslation();
  return <ProfileSearch scope="market" title={t('Market Place')} />;
}
