/**
 * /pages/faq (public): answers about TAT, plans, uploads, privacy and payments (faqEntries.ts), grouped by
 * topic, with a search box that filters the questions as you type and says when nothing matches.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Stack, TextField } from '@talent/ui';
import * as layout from '../../shell/layout.css';
import { FAQ_TOPICS, filterFaq } from './faqEntries';
import * as css from './misc.css';

export default function FaqPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const countId = useId();
  const shown = filterFaq(FAQ_TOPICS, query);
  const count = shown.reduce((n, topic) => n + topic.entries.length, 0);
  return (
    <div className={layout.wide}>
      <Stack gap="large">
        <h1>{t('Frequently Asked Questions')}</h1>
        <div role="search" className={css.search}>
          <TextField
            type="search"
            label={t('Search the questions')}
            placeholder={t('TAT, plans, uploads, privacy, payments…')}
            value={query}
            onChange={setQuery}
            aria-describedby={countId}
          />
          <p id={countId} className={css.count} aria-live="polite">
            {query.trim()
              ? count === 1
                ? t('1 question matches')
                : t('{{count}} questions match', { count })
              : null}
          </p>
        </div>
        {shown.length === 0 ? (
          <Card>
            <EmptyState
              kind="search"
              title={t('No questions match “{{query}}”', { query: query.trim() })}
              description={t('Try another word, or read the privacy policy and the pricing page.')}
              action={
                <Button variant="outline" onPress={() => setQuery('')}>
                  {t('Show all questions')}
                </Button>
              }
            />
          </Card>
        ) : (
          shown.map((topic) => (
            <Card key={topic.id}>
              <section aria-labelledby={`faq-${topic.id}`}>
                <h2 id={`faq-${topic.id}`} className={css.topic}>
                  {t(topic.title)}
                </h2>
                <dl className={css.entries}>
                  {topic.entries.map((entry) => (
                    <div key={entry.id} className={css.entry}>
                      <dt className={css.question}>{t(entry.q)}</dt>
                      <dd className={css.answer}>
                        {t(entry.a)}
                        {entry.id === 'privacy-policy' ? (
                          <>
                            {' '}
                            <a href="/privacy/policy/sharing-data">{t('Read the privacy policy')}</a>
                          </>
                        ) : null}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            </Card>
          ))
        )}
      </Stack>
    </div>
  );
}
