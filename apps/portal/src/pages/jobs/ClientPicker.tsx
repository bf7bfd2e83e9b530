/**
 * The job form's client picker (issue 18): the owner's active clients from `company_display_name`. A job
 * with a client shows the client's display name (else its name) as its company to candidates; the server
 * keeps `company_name` in step, so the Company field shows that name and cannot be typed over.
 */
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import type { ClientDisplayName } from '@talent/api/contract';
import { Select } from '@talent/ui';

const ALL = { query: { limit: 10_000, offset: 0 } };
const NONE = 'none';

export function ClientPicker({
  ownerId,
  value,
  currentName,
  onChange,
  errorMessage,
}: {
  /** The job's owner: only their clients may be picked (an admin editing another recruiter's job). */
  ownerId: number | null;
  value: number | null;
  /** The name the job shows now: kept as an option while the list loads or when the client is archived. */
  currentName: string | null;
  onChange: (client: ClientDisplayName | null) => void;
  errorMessage?: string;
}) {
  const { t } = useTranslation();
  const { data, error } = useEndpoint('listCompanyDisplayNames', ALL, { revalidateOnFocus: false });
  const clients = (data?.results ?? []).filter((c) => ownerId === null || c.owner_id === ownerId);
  const options = [
    { id: NONE, label: t('No client') },
    ...clients.map((c) => ({
      id: String(c.id),
      label: c.shown_name === c.name ? c.name : `${c.name} (${t('shown as')} ${c.shown_name})`,
    })),
  ];
  if (value !== null && !clients.some((c) => c.id === value))
    options.push({ id: String(value), label: currentName ?? t('Client {{id}}', { id: value }) });
  return (
    <Select
      name="client_id"
      label={t('Client')}
      options={options}
      selectedKey={value === null ? NONE : String(value)}
      onSelectionChange={(key) => {
        if (key === NONE || key === null) return onChange(null);
        const picked = clients.find((c) => String(c.id) === String(key));
        if (picked) onChange(picked);
      }}
      description={
        error
          ? t('Your clients could not be loaded.')
          : t("Candidates see the client's display name as the company.")
      }
      errorMessage={errorMessage}
      isInvalid={Boolean(errorMessage)}
    />
  );
}
