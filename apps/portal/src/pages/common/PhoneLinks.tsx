/**
 * Tap-to-call and tap-to-SMS (issue 18) for contacts the viewer may see: profiles they own, unlocked, rented
 * or bought, and applicants to their jobs. The SMS link's text is an SMS template of the user's, rendered for
 * that profile; the choice is remembered on this device. Pages only pass contacts the server sent in full:
 * a locked profile has no phone to link.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import { renderTemplate, type TemplateValues } from '@talent/api/rules/templates';
import { Inline, Select } from '@talent/ui';
import { useSession } from '../../app/session';

/** localStorage key of the SMS template chosen for tap-to-SMS links (its id, or absent for none). */
export const SMS_LINK_TEMPLATE_KEY = 'sms_link_template';

/** A phone number as a tel:/sms: target: digits and a leading +, nothing else (spaces, dashes, dots go). */
export function dialable(phone: string | null | undefined): string | null {
  const trimmed = (phone ?? '').trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  if (digits.length < 3 || digits.length > 15) return null;
  return `${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** `sms:+1555...?body=...` (RFC 5724; Android and iOS both read `?body=`). */
export function smsHref(phone: string, body: string | null): string {
  return body ? `sms:${phone}?body=${encodeURIComponent(body)}` : `sms:${phone}`;
}

interface Person {
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
}

function readChoice(): number | null {
  try {
    const raw = localStorage.getItem(SMS_LINK_TEMPLATE_KEY);
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  } catch {
    return null;
  }
}

/** The user's SMS templates, the chosen one (remembered), a picker, and the text for a person. */
export function useSmsLinkTemplate() {
  const { t } = useTranslation();
  const { user } = useSession();
  const list = useEndpoint('messageTemplateList', { query: { kind: 'sms', limit: 100, offset: 0 } });
  const [chosen, setChosen] = useState<number | null>(readChoice);
  const templates = useMemo(() => list.data?.results ?? [], [list.data]);
  const template = templates.find((x) => x.id === chosen) ?? null;

  const choose = useCallback((id: number | null) => {
    setChosen(id);
    try {
      if (id === null) localStorage.removeItem(SMS_LINK_TEMPLATE_KEY);
      else localStorage.setItem(SMS_LINK_TEMPLATE_KEY, String(id));
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
  }, []);

  const bodyFor = useCallback(
    (person: Person, extra: TemplateValues = {}): string | null => {
      if (!template) return null;
      const values: TemplateValues = {
        ...extra,
        first_name: person.first_name,
        last_name: person.last_name,
        full_name: person.full_name,
        recruiter_name: user?.full_name,
        recruiter_email: user?.email,
        recruiter_phone: user?.mobile,
      };
      return renderTemplate(template.body, values);
    },
    [template, user],
  );

  const picker =
    templates.length > 0 ? (
      <Select
        label={t('SMS text for tap-to-SMS')}
        options={[
          { id: 'none', label: t('No template') },
          ...templates.map((x) => ({ id: String(x.id), label: x.name })),
        ]}
        selectedKey={template ? String(template.id) : 'none'}
        onSelectionChange={(key) => choose(key === 'none' || key === null ? null : Number(key))}
      />
    ) : null;

  return { picker, bodyFor };
}

/** The number with Call and SMS links, or a dash when there is none (or it is not a number). */
export function PhoneLinks({ phone, body }: { phone: string | null | undefined; body: string | null }) {
  const { t } = useTranslation();
  const target = dialable(phone);
  if (!phone) return <>—</>;
  if (!target) return <>{phone}</>;
  return (
    <Inline gap="small" wrap>
      <a href={`tel:${target}`} aria-label={t('Call {{phone}}', { phone })}>
        {phone}
      </a>
      <a href={smsHref(target, body)} aria-label={t('Send an SMS to {{phone}}', { phone })}>
        {t('SMS')}
      </a>
    </Inline>
  );
}
