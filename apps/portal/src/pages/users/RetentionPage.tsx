/**
 * /apps/user/retention (issue 44 part B; docs/privacy.md "Retention of private uploads"): private uploaded
 * profiles untouched for N months are purged by the scheduler. The dry run's count is shown for the months
 * chosen, and enabling sends that count back: the server refuses when it changed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '@talent/api';
import { call, useEndpoint } from '@talent/api/client';
import { Alert, Button, Card, Inline, Stack, TextField } from '@talent/ui';
import { FormAlert } from '../common/FormAlert';
import { useFormats } from '../common/useFormats';
import { useSubmit } from '../common/useSubmit';
import { RequireUserAdmin } from './RequireUserAdmin';

function Retention() {
  const { t } = useTranslation();
  const f = useFormats();
  const { data: settings, mutate } = useEndpoint('retentionSettings');
  const [monthsText, setMonthsText] = useState<string | null>(null);
  const monthsValue = monthsText ?? String(settings?.months ?? 24);
  const months = Number(monthsValue);
  const valid = Number.isInteger(months) && months >= RETENTION_MONTHS_MIN && months <= RETENTION_MONTHS_MAX;
  const { data: dry } = useEndpoint('retentionDryRun', valid ? { query: { months } } : null);
  const form = useSubmit();
  if (!settings) return null;

  async function save(enabled: boolean) {
    await form.run(async () => {
      await call('updateRetention', {
        body: { enabled, months, ...(enabled ? { confirm_count: dry?.count ?? 0 } : {}) },
      });
      await mutate();
      setMonthsText(null);
      form.setNotice(enabled ? t('Retention is on.') : t('Retention is off.'));
    });
  }

  return (
    <Card>
      <Stack gap="medium">
        <Alert tone={settings.enabled ? 'caution' : 'neutral'}>
          {settings.enabled
            ? t('On: private uploaded profiles untouched for {{months}} months are purged.', {
                months: settings.months,
              })
            : t('Off: nothing is purged.')}
        </Alert>
        <TextField
          label={t('Months untouched')}
          name="months"
          inputMode="numeric"
          value={monthsValue}
          onChange={setMonthsText}
          description={t(
            'Private uploaded profiles (not bought copies, not public ones) not changed for this long.',
          )}
          errorMessage={
            valid
              ? undefined
              : t('Between {{min}} and {{max}} months.', {
                  min: RETENTION_MONTHS_MIN,
                  max: RETENTION_MONTHS_MAX,
                })
          }
          isInvalid={!valid}
        />
        <p data-testid="retention-dry-run">
          {valid && dry
            ? t('Dry run: {{count}} profiles would be purged now.', { count: dry.count })
            : t('Dry run: choose a number of months.')}
        </p>
        {settings.last_run_at ? (
          <p>
            {t('Last run {{when}}: {{count}} purged.', {
              when: f.dateTime(settings.last_run_at),
              count: settings.last_purged,
            })}
          </p>
        ) : null}
        <FormAlert error={form.error} notice={form.notice} />
        <Inline gap="small">
          <Button
            tone="critical"
            onPress={() => void save(true)}
            isDisabled={!valid || !dry}
            isPending={form.pending}
          >
            {t('Enable and purge {{count}} profiles', { count: dry?.count ?? 0 })}
          </Button>
          {settings.enabled ? (
            <Button variant="outline" tone="neutral" onPress={() => void save(false)} isDisabled={!valid}>
              {t('Turn off')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}

export default function RetentionPage() {
  const { t } = useTranslation();
  return (
    <RequireUserAdmin>
      <Stack gap="large">
        <h1>{t('Data Retention')}</h1>
        <Retention />
      </Stack>
    </RequireUserAdmin>
  );
}
