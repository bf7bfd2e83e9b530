import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useEndpoint } from '@talent/api/client';
import type { JobTemplate } from '@talent/api/contract';
import { Dialog, Select, Stack, TextField, showToast } from '@talent/ui';
import { FormActions } from '../common/FormActions';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { templateInputOf, type JobFormValues } from './jobForm';

interface DialogProps {
  onClose: () => void;
}

/** "Use template": choose one of my templates; the form is filled from it. */
export function UseTemplateDialog({ onClose, onUse }: DialogProps & { onUse: (t: JobTemplate) => void }) {
  const { t } = useTranslation();
  const templates = useEndpoint('jobTemplateList', { query: { limit: 100, offset: 0 } });
  const [chosen, setChosen] = useState<number | null>(null);
  const form = useSubmit();
  const list = templates.data?.results ?? [];
  async function use() {
    if (chosen === null) return form.setError(t('Choose a template.'));
    await form.run(async () => {
      onUse(await call('getJobTemplate', { params: { id: chosen } }));
      onClose();
    });
  }
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Use template')}
      size="sm"
      closeLabel={t('Close')}
    >
      <SubmitForm
        label={t('Use template')}
        state={form}
        onSubmit={use}
        actions={<FormActions pending={form.pending} onCancel={onClose} submitLabel={t('Use')} />}
      >
        {templates.error ? (
          <p role="alert">{t('Something went wrong')}</p>
        ) : templates.data && list.length === 0 ? (
          <p>{t('No templates yet. Save a job as a template first.')}</p>
        ) : (
          <Select
            label={t('Template')}
            placeholder={templates.data ? t('Choose') : t('Loading')}
            isDisabled={!templates.data}
            options={list.map((tpl) => ({ id: tpl.id, label: tpl.name }))}
            selectedKey={chosen}
            onSelectionChange={(id) => setChosen(Number(id))}
          />
        )}
      </SubmitForm>
    </Dialog>
  );
}

/** "Save as template": the form's fields under a name (createJobTemplate). */
export function SaveTemplateDialog({ onClose, values }: DialogProps & { values: JobFormValues }) {
  const { t } = useTranslation();
  const [name, setName] = useState(values.title);
  const form = useSubmit();
  async function save() {
    await form.run(async () => {
      await call('createJobTemplate', { body: templateInputOf(values, name) });
      showToast({ title: t('Template {{name}} saved', { name: name.trim() }), tone: 'positive' });
      onClose();
    });
  }
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Save as template')}
      size="sm"
      closeLabel={t('Close')}
    >
      <SubmitForm
        label={t('Save as template')}
        state={form}
        onSubmit={save}
        actions={<FormActions pending={form.pending} onCancel={onClose} />}
      >
        <Stack gap="small">
          <TextField name="name" label={t('Template name')} value={name} onChange={setName} isRequired />
        </Stack>
      </SubmitForm>
    </Dialog>
  );
}
