/**
 * /freelancer_profile: what posters see on each proposal — headline, hourly rate in TAT, skills and
 * portfolio links (`api/freelancer_profile`) — then the profile sections already built (experience,
 * education, certifications, languages…).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useEndpoint } from '@talent/api/client';
import type { FreelancerProfile } from '@talent/api/contract';
import { MAX_PORTFOLIO_LINKS, MAX_PROJECT_BUDGET } from '@talent/api/rules';
import { Button, Card, Inline, Stack, TextField, showToast } from '@talent/ui';
import { ProfileSections } from '../account/ProfileSections';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { LookupList } from '../jobs/LookupList';
import { PageFallback } from '../jobs/PageFallback';
import * as jobCss from '../jobs/jobs.css';
import { PORTFOLIO_TEXTS } from './labels';

/** The links of the text box, one per line, or the first problem (a text to translate). */
export function portfolioLinks(text: string): { links: string[]; error: string | null } {
  const links = [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
  if (links.length > MAX_PORTFOLIO_LINKS) return { links, error: PORTFOLIO_TEXTS.tooMany };
  for (const link of links) {
    let ok = false;
    try {
      ok = /^https?:$/.test(new URL(link).protocol);
    } catch {
      ok = false;
    }
    if (!ok) return { links, error: PORTFOLIO_TEXTS.notWeb };
  }
  return { links, error: null };
}

export default function FreelancerProfilePage() {
  const { t } = useTranslation();
  const profile = useEndpoint('getFreelancerProfile', {}, { revalidateOnFocus: false });
  if (!profile.data) return <PageFallback title={t('Freelancer Profile')} error={profile.error} />;
  return (
    <Stack gap="large">
      <h1>{t('Freelancer Profile')}</h1>
      <ProfileForm
        key={profile.data.user_id}
        profile={profile.data}
        onSaved={(p) => profile.mutate(p, false)}
      />
      <ProfileSections />
    </Stack>
  );
}

function ProfileForm({
  profile,
  onSaved,
}: {
  profile: FreelancerProfile;
  onSaved: (profile: FreelancerProfile) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useSubmit();
  const [headline, setHeadline] = useState(profile.headline ?? '');
  const [rate, setRate] = useState(profile.hourly_rate === null ? '' : String(profile.hourly_rate));
  const [skills, setSkills] = useState(profile.skills);
  const [links, setLinks] = useState(profile.portfolio_links.join('\n'));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    const next: Record<string, string> = {};
    const rateText = rate.trim();
    const rateValue = /^\d+$/.test(rateText) ? Number(rateText) : NaN;
    if (rateText && !(rateValue > 0 && rateValue <= MAX_PROJECT_BUDGET))
      next.hourly_rate = t('Enter a whole number of TAT, more than 0.');
    const portfolio = portfolioLinks(links);
    if (portfolio.error) next.portfolio_links = t(portfolio.error);
    setErrors(next);
    if (Object.keys(next).length) return form.setError(t('Check the marked fields.'));
    await form.run(async () => {
      const saved = await call('updateFreelancerProfile', {
        body: {
          headline: headline.trim() || null,
          hourly_rate: rateText ? rateValue : null,
          skills,
          portfolio_links: portfolio.links,
        },
      });
      await onSaved(saved);
      showToast({ title: t('Freelancer profile saved'), tone: 'positive' });
    });
  };

  const errorOf = (name: string) => errors[name] ?? form.fieldErrors[name]?.[0];

  return (
    <Card title={t('What posters see')} headingLevel={2}>
      <SubmitForm
        label={t('Freelancer profile')}
        state={form}
        validationBehavior="aria"
        onSubmit={save}
        actions={
          <Inline gap="small" justify="end">
            <Button type="submit" isPending={form.pending}>
              {t('Save')}
            </Button>
          </Inline>
        }
      >
        <div className={jobCss.formGrid}>
          <div className={jobCss.wide}>
            <TextField
              name="headline"
              label={t('Headline')}
              value={headline}
              onChange={setHeadline}
              maxLength={200}
              placeholder={t('e.g. Full-stack TypeScript developer')}
              isInvalid={Boolean(errorOf('headline'))}
              errorMessage={errorOf('headline')}
            />
          </div>
          <TextField
            name="hourly_rate"
            label={t('Hourly rate (TAT)')}
            inputMode="numeric"
            value={rate}
            onChange={setRate}
            isInvalid={Boolean(errorOf('hourly_rate'))}
            errorMessage={errorOf('hourly_rate')}
          />
          <div className={jobCss.wide}>
            <LookupList
              label={t('Skills')}
              lookup="technicalSkill"
              values={skills}
              onChange={setSkills}
              errorMessage={errorOf('skills')}
            />
          </div>
          <div className={jobCss.wide}>
            <TextField
              name="portfolio_links"
              label={t('Portfolio links')}
              description={t('One web address per line, at most {{max}}.', { max: MAX_PORTFOLIO_LINKS })}
              isMultiline
              rows={4}
              value={links}
              onChange={setLinks}
              isInvalid={Boolean(errorOf('portfolio_links'))}
              errorMessage={errorOf('portfolio_links')}
            />
          </div>
        </div>
      </SubmitForm>
      <p style={{ marginBlockEnd: 0 }}>
        {t('{{count}} projects completed', { count: profile.completed_projects })}
      </p>
    </Card>
  );
}
