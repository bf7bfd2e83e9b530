/** /sms_template: my e-mail and SMS templates (tabs by channel), created and edited in a dialog with a live
 * preview, deleted after a confirmation. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage } from '@talent/api/client';
import type { MessageTemplate } from '@talent/api/contract';
import type { TemplateKind } from '@talent/api/rules/templates';
import {
  Badge,
  Button,
  Card,
  DataTable,
  Dialog,
  Inline,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  showToast,
  type DataTableColumn,
} from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import { EditDeleteButtons } from '../common/EditDeleteButtons';
import { tableLabels } from '../common/tableLabels';
import { useFormats } from '../common/useFormats';
import { TemplateEditor } from './TemplateEditor';
import * as styles from './templates.css';

type Filter = 'all' | TemplateKind;
/** The dialog: closed, a new template, or one to edit. */
type Editing = null | { template: MessageTemplate | null };

export default function MessageTemplatesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const list = usePagedEndpoint('messageTemplateList', {
    query: filter === 'all' ? {} : { kind: filter },
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const formats = useFormats();
  const deleting = useRemoval(async (template: MessageTemplate) => {
    await call('deleteMessageTemplate', { params: { id: template.id } });
    list.stepBackAfterRemoval();
    return t('{{value}} deleted', { value: template.name });
  });

  const kindLabel = (kind: TemplateKind) => (kind === 'email' ? t('E-mail') : t('SMS'));
  const columns: DataTableColumn<MessageTemplate>[] = [
    { id: 'name', header: t('Template name'), isRowHeader: true, cell: (tpl) => tpl.name },
    {
      id: 'kind',
      header: t('Channel'),
      cell: (tpl) => <Badge tone={tpl.kind === 'email' ? 'info' : 'accent'}>{kindLabel(tpl.kind)}</Badge>,
    },
    {
      id: 'text',
      header: t('Subject or message'),
      cell: (tpl) => <span className={styles.excerpt}>{tpl.subject ?? tpl.body}</span>,
    },
    { id: 'updated', header: t('Updated On'), cell: (tpl) => formats.date(tpl.updated_at) },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (tpl) => (
        <EditDeleteButtons
          name={tpl.name}
          onEdit={() => setEditing({ template: tpl })}
          onDelete={() => deleting.ask(tpl)}
        />
      ),
    },
  ];

  const table = (
    <DataTable
      emptyKind="messages"
      label={t('Message templates')}
      columns={columns}
      getRowId={(tpl) => tpl.id}
      {...list.props}
      {...list.searchProps}
      searchPlaceholder={t('Search templates')}
      emptyTitle={t('No templates yet')}
      emptyDescription={t('A template fills in the candidate’s name, the job and your contact details.')}
      labels={{ ...tableLabels(t), searchLabel: t('Search templates') }}
    />
  );

  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <h1>{t('SMS Template')}</h1>
        <Button onPress={() => setEditing({ template: null })}>{t('New template')}</Button>
      </Inline>
      <Card>
        <Tabs selectedKey={filter} onSelectionChange={(key) => setFilter(String(key) as Filter)}>
          <TabList aria-label={t('Channel')}>
            <Tab id="all">{t('All')}</Tab>
            <Tab id="email">{t('E-mail')}</Tab>
            <Tab id="sms">{t('SMS')}</Tab>
          </TabList>
          {(['all', 'email', 'sms'] as const).map((key) => (
            <TabPanel key={key} id={key}>
              {filter === key ? table : null}
            </TabPanel>
          ))}
        </Tabs>
      </Card>
      <Dialog
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        size="lg"
        title={editing?.template ? t('Edit template') : t('New template')}
        closeLabel={t('Close')}
      >
        {editing ? (
          <TemplateEditor
            template={editing.template}
            initialKind={filter === 'sms' ? 'sms' : 'email'}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              showToast({ title: t('Template {{name}} saved', { name: saved.name }), tone: 'positive' });
              setEditing(null);
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmRemoval
        {...deleting.dialog}
        title={t('Delete {{name}}?', { name: deleting.item?.name ?? '' })}
        confirmLabel={t('Delete')}
        message={t('Messages already sent with it are kept.')}
      />
    </Stack>
  );
}
