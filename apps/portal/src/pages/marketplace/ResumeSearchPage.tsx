import { useTranslation } from 'react-i18next';
import { ProfileSearch } from './ProfileSearch';

/** /resume-search: search my own collection (full pages in the viewer). */
export default function ResumeSearchPage() {
  const { t } = useTranslation();
  return <ProfileSearch scope="mine" title={t('Search My Profile')} />;
}
