import { useTranslation } from 'react-i18next';
import { Card } from '@talent/ui';
import * as layout from '../../shell/layout.css';

export default function PrivacySharingPage() {
  const { t } = useTranslation();
  return (
    <div className={layout.wide}>
      <h1>{t('Privacy Policy: Sharing Data')}</h1>
      <Card>
        <p>
          {t(
            'Profiles you upload stay in your private collection until you make them public. A public profile can be viewed, rented or bought by other users for TAT; its owner earns TAT when others access it.',
          )}
        </p>
        <p>{t('You can mark a public profile private at any time; it then leaves the public list.')}</p>
      </Card>
    </div>
  );
}
