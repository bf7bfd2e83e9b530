import { useTranslation } from 'react-i18next';
import { Card, Stack } from '@talent/ui';
import * as layout from '../../shell/layout.css';

const FAQ = [
  {
    q: 'What is TAT?',
    a: 'TAT is the platform token used to view, rent or buy public profiles. A second currency, TTT, also exists.',
  },
  { q: 'Which files can I upload?', a: 'Resumes in docx, html and pdf are supported.' },
  { q: 'How many files can I upload at once?', a: 'At most 5 files at a time.' },
  { q: 'How do I choose a plan?', a: 'Open Plans in the user menu and pick a subscription.' },
];

export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <div className={layout.wide}>
      <h1>{t('Frequently Asked Questions')}</h1>
      <Card>
        <Stack gap="medium">
          {FAQ.map((item) => (
            <section key={item.q}>
              <h2>{t(item.q)}</h2>
              <p>{t(item.a)}</p>
            </section>
          ))}
        </Stack>
      </Card>
    </div>
  );
}
