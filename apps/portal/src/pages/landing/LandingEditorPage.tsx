/**
 * /pages/landing-content (issue 20): admins and editors change the landing page's sections, one at a time,
 * with a live preview beside the form. The server checks the same rules (links stay on this site) and
 * answers field errors, shown under their fields.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import {
  LANDING_ICONS,
  LANDING_SECTIONS,
  MAX_LANDING_ITEMS,
  type LandingItem,
  type LandingSection,
  type LandingSectionContent,
} from '@talent/api/contract';
import { Button, Card, Inline, Select, Stack, TextField, showToast } from '@talent/ui';
import { useSession } from '../../app/session';
import { Carousel } from './Carousel';
import { Cards } from './LandingPage';
import * as css from './landing.css';

const READS = {
  sliding_window: 'slidingWindow',
  market_for_talent: 'marketForTalent',
  our_partner: 'ourPartner',
  feature: 'feature',
  waiting_for: 'waitingFor',
} as const satisfies Record<LandingSection, string>;

const LABELS: Record<LandingSection, string> = {
  sliding_window: 'Hero carousel',
  market_for_talent: 'Market for talent',
  our_partner: 'Partners',
  feature: 'Features',
  waiting_for: 'Call to action',
};

type Draft = Pick<LandingSectionContent, 'title' | 'subtitle' | 'items'>;
const blankItem: LandingItem = { title: '', text: '', icon: null, link_label: null, link: null };

export default function LandingEditorPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [section, setSection] = useState<LandingSection>('sliding_window');
  if (user?.role !== 'admin' && user?.role !== 'editor')
    return (
      <Stack gap="large">
        <h1>{t('Landing page')}</h1>
        <p role="alert">{t('Only admins and editors can change the landing page.')}</p>
      </Stack>
    );
  return (
    <Stack gap="large">
      <h1>{t('Landing page')}</h1>
      <div style={{ maxInlineSize: '18rem' }}>
        <Select
          label={t('Section')}
          options={LANDING_SECTIONS.map((s) => ({ id: s, label: t(LABELS[s]) }))}
          selectedKey={section}
          onSelectionChange={(key) => setSection(key as LandingSection)}
        />
      </div>
      <SectionEditor key={section} section={section} />
    </Stack>
  );
}

function SectionEditor({ section }: { section: LandingSection }) {
  const { t } = useTranslation();
  const current = useEndpoint(READS[section], {}, { revalidateOnFocus: false });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const value: Draft | undefined = draft ?? current.data;
  if (!value) return <p role="status">{current.error ? t('Something went wrong') : t('Loading')}</p>;
  const edit = (next: Partial<Draft>) => setDraft({ ...value, ...next });
  const editItem = (i: number, next: Partial<LandingItem>) =>
    edit({ items: value.items.map((item, n) => (n === i ? { ...item, ...next } : item)) });
  const errorOf = (field: string) => errors[field]?.[0];

  async function save() {
    if (!value) return;
    setSaving(true);
    try {
      const saved = await call('updateLandingSection', { params: { section }, body: value });
      setDraft(null);
      setErrors({});
      await current.mutate(saved, { revalidate: false });
      showToast({ title: t('Saved'), tone: 'positive' });
    } catch (err) {
      const body = (err as { response?: { data?: { errors?: Record<string, string[]> } } }).response?.data;
      setErrors(body?.errors ?? {});
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div
      className={css.grid}
      style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))' }}
    >
      <Card title={t('Content')} headingLevel={2}>
        <Stack gap="medium">
          <TextField
            label={t('Title')}
            value={value.title}
            onChange={(v) => edit({ title: v })}
            errorMessage={errorOf('title')}
            isInvalid={!!errorOf('title')}
          />
          <TextField
            label={t('Subtitle')}
            value={value.subtitle}
            onChange={(v) => edit({ subtitle: v })}
            isMultiline
            rows={2}
          />
          {value.items.map((item, i) => (
            <fieldset key={i} className={css.card}>
              <legend>{t('Item {{n}}', { n: i + 1 })}</legend>
              <TextField
                label={t('Title')}
                value={item.title}
                onChange={(v) => editItem(i, { title: v })}
                errorMessage={errorOf(`items.${i}.title`)}
                isInvalid={!!errorOf(`items.${i}.title`)}
              />
              <TextField
                label={t('Text')}
                value={item.text}
                onChange={(v) => editItem(i, { text: v })}
                isMultiline
                rows={2}
              />
              <Select
                label={t('Icon')}
                options={[
                  { id: 'none', label: t('None') },
                  ...LANDING_ICONS.map((icon) => ({ id: icon, label: icon })),
                ]}
                selectedKey={item.icon ?? 'none'}
                onSelectionChange={(key) =>
                  editItem(i, { icon: key === 'none' ? null : (key as LandingItem['icon']) })
                }
              />
              <TextField
                label={t('Link label')}
                value={item.link_label ?? ''}
                onChange={(v) => editItem(i, { link_label: v || null })}
              />
              <TextField
                label={t('Link')}
                description={t('A path on this site, such as /register.')}
                value={item.link ?? ''}
                onChange={(v) => editItem(i, { link: v || null })}
                errorMessage={errorOf(`items.${i}.link`)}
                isInvalid={!!errorOf(`items.${i}.link`)}
              />
              <div>
                <Button
                  size="sm"
                  variant="ghost"
                  tone="critical"
                  onPress={() => edit({ items: value.items.filter((_, n) => n !== i) })}
                >
                  {t('Remove item {{n}}', { n: i + 1 })}
                </Button>
              </div>
            </fieldset>
          ))}
          <Inline gap="small" wrap>
            <Button
              variant="outline"
              isDisabled={value.items.length >= MAX_LANDING_ITEMS}
              onPress={() => edit({ items: [...value.items, blankItem] })}
            >
              {t('Add item')}
            </Button>
            <Button onPress={() => void save()} isPending={saving}>
              {t('Save')}
            </Button>
          </Inline>
        </Stack>
      </Card>
      <Card title={t('Preview')} headingLevel={2}>
        <div aria-live="polite" className={css.section}>
          <h3 className={css.sectionTitle}>{value.title}</h3>
          {value.subtitle ? <p className={css.lead}>{value.subtitle}</p> : null}
          {section === 'sliding_window' ? (
            <Carousel label={t('Carousel preview')} slides={value.items} />
          ) : section === 'our_partner' ? (
            <ul className={css.partners}>
              {value.items.map((p, i) => (
                <li key={i} className={css.partner}>
                  {p.title}
                </li>
              ))}
            </ul>
          ) : (
            <Cards content={value} />
          )}
        </div>
      </Card>
    </div>
  );
}
