/**
 * /my-data/dont-publish/:token (issue 44 part A): the notice e-mail's one-click link. A button, not the page
 * load, spends it (mail scanners open links); the server withdraws the profile the notice was sent for.
 */
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { myDataApi } from '@talent/api/client';
import { Button, Stack } from '@talent/ui';
import { FormAlert } from '../common/FormAlert';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { AuthCard } from '../auth/AuthCard';

export default function DontPublishPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const form = useSubmit();

  async function submit() {
    await form.run(async () => {
      const res = await myDataApi.dontPublish(token);
      form.setNotice(res.message);
    });
  }

  const myData = <Link to="/my-data">{t('See all the data we hold about you')}</Link>;
  return (
    <AuthCard title={t("Don't publish me")}>
      {form.notice ? (
        <Stack gap="medium">
          <FormAlert notice={form.notice} />
          {myData}
        </Stack>
      ) : (
        <SubmitForm
          label={t("Don't publish me")}
          state={form}
          onSubmit={submit}
          actions={
            <Button type="submit" isPending={form.pending}>
              {t('Withdraw my profile')}
            </Button>
          }
        >
          <p>
            {t(
              'Withdraw the profile we told you about from the marketplace. It will not be published again unless you allow it on /my-data.',
            )}
          </p>
          {myData}
        </SubmitForm>
      )}
    </AuthCard>
  );
}
