import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Tone } from '@talent/ui';
import { sendJson, swrFetcher } from '../../lib/api';
import {
  emailFolders,
  emailLabels,
  type Email,
  type EmailFolder,
  type EmailLabel,
  type EmailsMeta,
} from '../../mocks/data/types';

export type EmailView =
  { kind: 'folder'; folder: EmailFolder | 'starred' } | { kind: 'label'; label: EmailLabel };

/** The list the route names: /apps/email (inbox), /apps/email/:folder (or starred), /apps/email/label/:label. */
export function viewFromParams(params: { folder?: string; label?: string }): EmailView | null {
  if (params.label !== undefined)
    return (emailLabels as readonly string[]).includes(params.label)
      ? { kind: 'label', label: params.label as EmailLabel }
      : null;
  const folder = params.folder ?? 'inbox';
  if (folder === 'starred' || (emailFolders as readonly string[]).includes(folder))
    return { kind: 'folder', folder: folder as EmailFolder | 'starred' };
  return null;
}

export const folderTitles: Record<EmailFolder | 'starred', string> = {
  inbox: 'Inbox',
  sent: 'Sent',
  draft: 'Draft',
  starred: 'Starred',
  spam: 'Spam',
  trash: 'Trash',
};

export const labelTitles: Record<EmailLabel, string> = {
  private: 'Private',
  company: 'Company',
  personal: 'Personal',
  important: 'Important',
};

export const labelTones: Record<EmailLabel, Tone> = {
  private: 'critical',
  company: 'accent',
  personal: 'positive',
  important: 'caution',
};

export interface EmailsAnswer {
  emails: Email[];
  emailsMeta: EmailsMeta;
}

export type OpenedEmail = Email & { hasPreviousMail: boolean; hasNextMail: boolean };

const EMAIL_KEY = '/apps/email/';

export function useEmails(view: EmailView, q: string) {
  const params =
    view.kind === 'label'
      ? { q, label: view.label }
      : { q, folder: view.folder === 'inbox' ? '' : view.folder };
  return useSWR<EmailsAnswer>(['/apps/email/emails', params], swrFetcher);
}

export function useEmail(id: number | null) {
  // The previous e-mail stays on screen while the next one loads (previous/next keep their place).
  return useSWR<OpenedEmail>(id === null ? null : ['/apps/email/get-email', { id }], swrFetcher, {
    keepPreviousData: true,
  });
}

/** The e-mail calls that change data; each refreshes every e-mail list and view afterwards. */
export function useEmailActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(EMAIL_KEY)),
    [mutate],
  );
  const update = useCallback(
    async (emailIds: number[], dataToUpdate: Partial<Pick<Email, 'folder' | 'isRead' | 'isStarred'>>) => {
      await sendJson('POST', '/apps/email/update-emails', { emailIds, dataToUpdate });
      await refresh();
    },
    [refresh],
  );
  const toggleLabel = useCallback(
    async (emailIds: number[], label: EmailLabel) => {
      await sendJson('POST', '/apps/email/update-emails-label', { emailIds, label });
      await refresh();
    },
    [refresh],
  );
  const compose = useCallback(
    async (email: {
      to: string[];
      cc: string[];
      bcc: string[];
      subject: string;
      message: string;
      folder: 'sent' | 'draft';
    }) => {
      await sendJson('POST', '/apps/email/add-email', { email });
      await refresh();
    },
    [refresh],
  );
  return useMemo(() => ({ update, toggleLabel, compose }), [update, toggleLabel, compose]);
}

/** The neighbour of an open e-mail in its folder (previous is newer, next is older). */
export function paginateEmail(dir: 'previous' | 'next', emailId: number) {
  return swrFetcher<OpenedEmail>(['/apps/email/paginate-email', { dir, emailId }]);
}

/** A line of the message's text for the list (the message is HTML). */
export function snippetOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}
