import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { profileApi } from '@talent/api/client';
import { Alert, Card, TextField, showToast } from '@talent/ui';
import { useSession } from '../../app/session';
import { homeFor, isProfileIncomplete } from '../../routes/guards';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { SaveButton } from './SaveButton';

/**
 * The three company statements (spec 3). A user who is not a job seeker and has none of them is held on
 * /profile by the guard; saving one stores the new userData (so the guard lets the user go on) and goes home.
 */
export function CompanyStatements() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, updateUser } = useSession();
  const [about, setAbout] = useState(user?.about_company_statement ?? '');
  const [hireVisa, setHireVisa] = useState(user?.hire_visa_candidates_statement ?? '');
  const [equal, setEqual] = useState(user?.equal_employee_opportunity ?? '');
  const form = useSubmit();
  if (!user) return null;
  const incomplete = isProfileIncomplete(user);

  async function save() {
    if (!user) return;
    if (!about.trim() && !hireVisa.trim() && !equal.trim()) {
      form.setError(t('Fill in at least one company statement.'));
      return;
    }
    await form.run(async () => {
      const res = await profileApi.updateProfileUser({
        about_company_statement: about.trim() || null,
        hire_visa_candidates_statement: hireVisa.trim() || null,
        equal_employee_opportunity: equal.trim() || null,
      });
      updateUser({ ...user, ...res.userData });
      showToast({ title: t('Profile saved'), tone: 'positive' });
      // navigate's promise settles once the next route has loaded; a failure shows in its errorElement.
      if (incomplete && !isProfileIncomplete(res.userData))
        void navigate(homeFor(res.userData), { replace: true });
    });
  }

  return (
    <Card title={t('About the company')} headingLevel={2}>
      {incomplete ? (
        <Alert tone="caution">
          {t('Please complete your profile: fill in at least one company statement to use the portal.')}
        </Alert>
      ) : null}
      <SubmitForm
        label={t('Company statements')}
        state={form}
        onSubmit={save}
        actions={<SaveButton pending={form.pending} />}
      >
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
      </SubmitForm>
    </Card>
  );
}
