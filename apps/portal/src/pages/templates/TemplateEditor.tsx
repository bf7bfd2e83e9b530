/** The e-mail or SMS template form with a live preview on a sample profile and, for SMS, the segment counter.
 * The placeholder checks, the rendering and the SMS counts are the server's own (@talent/api/rules/templates). */
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@talent/api/client';
import type { MessageTemplate } from '@talent/api/contract';
import {
  MAX_EMAIL_BODY,
  MAX_SMS_BODY,
  MAX_TEMPLATE_NAME,
  MAX_TEMPLATE_SUBJECT,
  SAMPLE_TEMPLATE_VALUES,
  TEMPLATE_PLACEHOLDERS,
  placeholderProblems,
  renderTemplate,
  type TemplateKind,
} from '@talent/api/rules/templates';
import { smsSegments } from '@talent/api/rules/sms';
import { Button, Radio, RadioGroup, SmsSegmentCounter, Stack, TextField } from '@talent/ui';
import { FormActions } from '../common/FormActions';
import { SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import * as styles from './templates.css';

type Target = 'subject' | 'body';

export interface TemplateEditorProps {
  /** The template to change; a new one when null. */
  template: MessageTemplate | null;
  /** The kind a new template starts as. */
  initialKind?: TemplateKind;
  onSaved: (template: MessageTemplate) => void;
  onCancel: () => void;
}

export function TemplateEditor({ template, initialKind = 'email', onSaved, onCancel }: TemplateEditorProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TemplateKind>(template?.kind ?? initialKind);
  const [name, setName] = useState(template?.name ?? '');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  // Where a placeholder button inserts: the field used last, at its caret.
  const [target, setTarget] = useState<{ field: Target; at: number | null }>({ field: 'body', at: null });
  const form = useSubmit();
  const counterId = useId();
  const isEmail = kind === 'email';

  const subjectProblems = isEmail ? placeholderProblems(subject) : [];
  const bodyProblems = placeholderProblems(body);
  const previewSubject = renderTemplate(subject, SAMPLE_TEMPLATE_VALUES);
  const previewBody = renderTemplate(body, SAMPLE_TEMPLATE_VALUES);
  const sms = smsSegments(previewBody);

  const caret = (field: Target) => (event: SyntheticEvent) => {
    const el = event.target as HTMLInputElement | HTMLTextAreaElement;
    if (typeof el.selectionEnd === 'number') setTarget({ field, at: el.selectionEnd });
  };

  function insert(placeholder: string) {
    const token = `{{${placeholder}}}`;
    const field = isEmail ? target.field : 'body';
    const [value, set] = field === 'subject' ? [subject, setSubject] : [body, setBody];
    const at =
      target.field === field && target.at !== null ? Math.min(target.at, value.length) : value.length;
    set(value.slice(0, at) + token + value.slice(at));
    setTarget({ field, at: at + token.length });
    form.clearFieldErrors();
  }

  async function save() {
    const problem = [...subjectProblems, ...bodyProblems][0];
    if (problem) {
      form.setError(problem);
      return;
    }
    await form.run(async () => {
      const input = { kind, name, subject: isEmail ? subject : null, body };
      const saved = template
        ? await call('updateMessageTemplate', { params: { id: template.id }, body: input })
        : await call('createMessageTemplate', { body: input });
      onSaved(saved);
    });
  }

  return (
    <div className={styles.editorGrid}>
      <SubmitForm
        label={template ? t('Edit template') : t('New template')}
        state={form}
        validationBehavior="aria"
        onSubmit={save}
        actions={<FormActions pending={form.pending} onCancel={onCancel} />}
      >
        <RadioGroup
          name="kind"
          label={t('Channel')}
          orientation="horizontal"
          value={kind}
          onChange={(value) => setKind(value as TemplateKind)}
        >
          <Radio value="email">{t('E-mail')}</Radio>
          <Radio value="sms">{t('SMS')}</Radio>
        </RadioGroup>
        <TextField
          name="name"
          label={t('Template name')}
          value={name}
          onChange={setName}
          maxLength={MAX_TEMPLATE_NAME}
          isRequired
        />
        {isEmail ? (
          <TextField
            name="subject"
            label={t('Subject')}
            value={subject}
            onChange={setSubject}
            onFocus={() =>
              setTarget((now) => ({ field: 'subject', at: now.field === 'subject' ? now.at : null }))
            }
            maxLength={MAX_TEMPLATE_SUBJECT}
            isRequired
            isInvalid={subjectProblems.length > 0 || undefined}
            errorMessage={subjectProblems.length > 0 ? subjectProblems.join(' ') : undefined}
            onSelect={caret('subject')}
          />
        ) : null}
        <TextField
          name="body"
          label={t('Message')}
          value={body}
          onChange={setBody}
          onFocus={() => setTarget((now) => ({ field: 'body', at: now.field === 'body' ? now.at : null }))}
          isMultiline
          rows={isEmail ? 8 : 4}
          maxLength={isEmail ? MAX_EMAIL_BODY : MAX_SMS_BODY}
          isRequired
          aria-describedby={isEmail ? undefined : counterId}
          isInvalid={bodyProblems.length > 0 || undefined}
          errorMessage={bodyProblems.length > 0 ? bodyProblems.join(' ') : undefined}
          onSelect={caret('body')}
        />
        <Stack gap="xsmall">
          <p className={styles.muted} id={`${counterId}-placeholders`}>
            {isEmail
              ? t('Insert a placeholder into the subject or the message:')
              : t('Insert a placeholder into the message:')}
          </p>
          <ul className={styles.placeholders} aria-labelledby={`${counterId}-placeholders`}>
            {TEMPLATE_PLACEHOLDERS.map((p) => (
              <li key={p.name}>
                <Button
                  size="sm"
                  variant="soft"
                  tone="neutral"
                  onPress={() => insert(p.name)}
                  aria-describedby={`${counterId}-placeholders`}
                >
                  <span className={styles.code}>{`{{${p.name}}}`}</span>
                </Button>
              </li>
            ))}
          </ul>
        </Stack>
      </SubmitForm>
      <section className={styles.preview} aria-labelledby={`${counterId}-preview`}>
        <h2 className={styles.previewHeading} id={`${counterId}-preview`}>
          {t('Preview')}
        </h2>
        <p className={styles.muted}>
          {t('With a sample profile: {{name}}, {{job}} at {{company}}.', {
            name: SAMPLE_TEMPLATE_VALUES.full_name,
            job: SAMPLE_TEMPLATE_VALUES.job_title,
            company: SAMPLE_TEMPLATE_VALUES.company,
          })}
        </p>
        {isEmail ? (
          <>
            <p className={styles.previewSubject} data-testid="preview-subject">
              {previewSubject || t('(no subject)')}
            </p>
            <p className={styles.previewBody} data-testid="preview-body">
              {previewBody}
            </p>
          </>
        ) : (
          <>
            <p className={`${styles.previewBody} ${styles.smsBubble}`} data-testid="preview-body">
              {previewBody}
            </p>
            <SmsSegmentCounter
              id={counterId}
              label={t('Message length')}
              encoding={sms.encoding}
              units={sms.units}
              segments={sms.segments}
              perSegment={sms.perSegment}
              remaining={sms.remaining}
              ucs2Characters={sms.ucs2Characters}
              maxSegments={5}
              labels={{
                characters: t('Characters'),
                segments: t('Segments'),
                encoding: t('Encoding'),
                left: t('Left in this segment'),
                forcedBy: t('UCS-2 because of'),
                tooLong: (max) =>
                  t('Longer than {{max}} segments: each segment is billed as one message.', { max }),
              }}
            />
            <p className={styles.muted}>
              {t('Counted on the preview: real names and job titles change the length.')}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
