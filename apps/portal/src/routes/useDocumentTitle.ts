import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const APP_TITLE = 'Talent Marketplace';

/** Each route names the browser tab after its page ("Dashboard | Talent Marketplace"). */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${t(title)} | ${t(APP_TITLE)}` : t(APP_TITLE);
  }, [title, t]);
}
