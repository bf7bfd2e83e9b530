import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage, profileApi, useEndpoint } from '@talent/api/client';
import { Button, Card, Form, Stack, TextField, showToast } from '@talent/ui';
import { useSession } from '../../app/session';
import { homeFor, isProfileIncomplete } from '../../routes/guards';
import * as css from '../../shell/shell.css';
import * as layout from '../../shell/layout.css';

const SECTIONS = [
  ['listUserExperience', 'Experience'],
  ['listUserEducation', 'Education'],
  ['listUserSkill', 'Skills'],
  ['listCourseAndCertification', 'Course and Certification'],
  ['listLanguages', 'Languages'],
  ['listOtherPersonal', 'Other Personal'],
] as const;

function SectionCount({ name, label }: { name: (typeof SECTIONS)[number][0]; label: string }) {
  const { t } = useTranslation();
  const { data, error } = useEndpoint(name);
  const value = error ? t('unavailable') : data ? String(data.count) : '…';
  return (
    <li>
      {t(label)}: <span data-testid={`section-${name}`}>{value}</span>
    </li>
  );
}

/**
 * /profile and /user/profile. A user who is not a job seeker and has none of the three company statements
 * is sent here by the guard (spec 2.1) until one is filled in.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, updateUser } = useSession();
  const { data: profile } = useEndpoint('getProfile');
  const [about, setAbout] = useState(user?.about_company_statement ?? '');
  const [hireVisa, setHireVisa] = useState(user?.hire_visa_candidates_statement ?? '');
  const [equal, setEqual] = useState(user?.equal_employee_opportunity ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!user) return null;

  const incomplete = user.role !== 'jobseeker' && isProfileIncomplete(user);

  async function save() {
    if (!user) return;
    setPending(true);
    setError(null);
    try {
      const res = await profileApi.updateProfileUser({
        about_company_statement: about.trim() || null,
        hire_visa_candidates_statement: hireVisa.trim() || null,
        equal_employee_opportunity: equal.trim() || null,
      });
      const wasIncomplete = incomplete;
      updateUser({ ...user, ...res.userData });
      showToast({ title: t('Profile saved'), tone: 'positive' });
      if (wasIncomplete && !isProfileIncomplete(res.userData))
        navigate(homeFor(res.userData), { replace: true });
    } catch (err) {
      setError(firstErrorMessage(err, t('Something went wrong')));
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="large">
      <h1>{t('Profile')}</h1>
      <Card title={t('Account')} headingLevel={2}>
        <dl className={layout.facts}>
          <dt className={layout.factLabel}>{t('Full Name')}</dt>
          <dd className={layout.factValue}>{profile?.full_name ?? user.full_name}</dd>
          <dt className={layout.factLabel}>{t('Email')}</dt>
          <dd className={layout.factValue}>{profile?.email ?? user.email}</dd>
          <dt className={layout.factLabel}>{t('Mobile')}</dt>
          <dd className={layout.factValue}>{profile?.mobile ?? user.mobile ?? '—'}</dd>
          <dt className={layout.factLabel}>{t('Coins')}</dt>
          <dd className={layout.factValue}>{profile?.talentru_coin ?? user.talentru_coin ?? 0} TAT</dd>
        </dl>
      </Card>
      {user.role !== 'jobseeker' ? (
        <Card title={t('About the company')} headingLevel={2}>
          {incomplete ? (
            <p role="status" className={css.errorAlert}>
              {t('Please complete your profile: fill in at least one company statement to use the portal.')}
            </p>
          ) : null}
          <Form
            aria-label={t('Company statements')}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Stack gap="medium">
              <TextField
                label={t('About the company')}
                name="about_company_statement"
                value={about}
                onChange={setAbout}
              />
              <TextField
                label={t('Hire visa candidates statement')}
                name="hire_visa_candidates_statement"
                value={hireVisa}
                onChange={setHireVisa}
              />
              <TextField
                label={t('Equal employee opportunity')}
                name="equal_employee_opportunity"
                value={equal}
                onChange={setEqual}
              />
              {error ? (
                <p role="alert" className={css.errorAlert}>
                  {error}
                </p>
              ) : null}
              <Button type="submit" isPending={pending}>
                {t('Save Changes')}
              </Button>
            </Stack>
          </Form>
        </Card>
      ) : null}
      <Card title={t('Profile sections')} headingLevel={2}>
        <ul>
          {SECTIONS.map(([name, label]) => (
            <SectionCount key={name} name={name} label={label} />
          ))}
        </ul>
      </Card>
    </Stack>
  );
}
