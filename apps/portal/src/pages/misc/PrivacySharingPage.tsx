/** /privacy/policy/sharing-data (public): the privacy policy of privacyPolicy.ts, one card a section. */
import { useTranslation } from 'react-i18next';
import { Card, Stack } from '@talent/ui';
import * as layout from '../../shell/layout.css';
import { PRIVACY_POLICY } from './privacyPolicy';
import * as css from './misc.css';

export default function PrivacySharingPage() {
  const { t } = useTranslation();
  return (
    <div className={layout.wide}>
      <Stack gap="large">
        <h1>{t('Privacy Policy: Sharing Data')}</h1>
        <nav aria-label={t('Sections')}>
          <ul className={css.list}>
            {PRIVACY_POLICY.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(section.title)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {PRIVACY_POLICY.map((section) => (
          <Card key={section.id}>
            <section id={section.id} aria-labelledby={`${section.id}-title`} className={css.policy}>
              <h2 id={`${section.id}-title`} className={css.topic}>
                {t(section.title)}
              </h2>
              {section.paragraphs.map((text) => (
                <p key={text} className={css.answer}>
                  {t(text)}
                </p>
              ))}
              {section.items ? (
                <ul className={css.list}>
                  {section.items.map((text) => (
                    <li key={text}>{t(text)}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          </Card>
        ))}
        <p>
          <a href="/my-data">{t('Your data in resumes: see, correct, withdraw or erase it')}</a>
        </p>
        <p>
          <a href="/pages/faq">{t('Questions? Read the FAQ')}</a>
        </p>
      </Stack>
    </div>
  );
}
