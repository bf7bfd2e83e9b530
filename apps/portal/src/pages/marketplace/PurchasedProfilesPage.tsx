import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@talent/api/contract';
import { Alert, Card, DataTable, type DataTableColumn, Inline, LinkButton, Stack } from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { locationColumn, ratingColumn } from '../profiles/columns';
import { AccessBadge } from './AccessBadge';
import { nameAndTitleColumn, viewButton } from './columns';
import { ProfileViewer } from './ProfileViewer';
import { searchErrorMessage } from './search';
import { useFormats } from '../common/useFormats';
import { useSendMessage } from '../messaging/useSendMessage';
import { PhoneLinks, useSmsLinkTemplate } from '../common/PhoneLinks';

/** /purchase-resume ("My Rented Profile"): profiles I unlocked, rented (still running) or bought; full pages.
 * Message, or Message selected, e-mails or texts them (issue 18). */
export default function PurchasedProfilesPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [viewing, setViewing] = useState<Profile | null>(null);
  const list = usePagedEndpoint('purchasedResume');
  const message = useSendMessage({
    rows: list.rows,
    idOf: (p) => p.id,
    recipientOf: (p) => ({ profileId: p.id, name: p.full_name }),
    onSent: list.clearSelection,
  });
  // Every row here is unlocked, rented or bought: its contacts are the viewer's to call and text.
  const sms = useSmsLinkTemplate();

  const columns: DataTableColumn<Profile>[] = [
    nameAndTitleColumn(t),
    { id: 'email', header: t('Email'), cell: (p) => p.email ?? '—' },
    {
      id: 'mobile',
      header: t('Mobile'),
      cell: (p) => <PhoneLinks phone={p.isUnlocked ? p.mobile : null} body={sms.bodyFor(p)} />,
    },
    locationColumn(t),
    ratingColumn(t),
    { id: 'access', header: t('Access'), cell: (p) => <AccessBadge profile={p} /> },
    { id: 'since', header: t('Date Public'), cell: (p) => formats.date(p.marked_public_on) },
    {
      id: 'view',
      header: t('Actions'),
      cell: (p) => (
        <Inline gap="small" wrap={false}>
          {viewButton(p, setViewing, t)}
          {message.button(p)}
        </Inline>
      ),
    },
  ];

  return (
    <Stack gap="large">
      <h1>{t('My Rented Profile')}</h1>
      {sms.picker ? <Card>{sms.picker}</Card> : null}
      <Card>
        {list.error ? <Alert>{t(searchErrorMessage(list.error))}</Alert> : null}
        <DataTable
          emptyKind="people"
          label={t('My Rented Profile')}
          columns={columns}
          getRowId={(p) => p.id}
          {...list.props}
          isSelectable
          bulkAction={message.bulkAction}
          emptyTitle={t('No Data Found')}
          emptyDescription={t('Profiles you unlock, rent or buy on the marketplace are listed here.')}
        />
      </Card>
      {list.data && list.data.count === 0 ? (
        <LinkButton href="/market_place" variant="soft">
          {t('Go to Market Place')}
        </LinkButton>
      ) : null}
      {viewing ? <ProfileViewer profile={viewing} full onClose={() => setViewing(null)} /> : null}
      {message.dialog}
    </Stack>
  );
}
