/**
 * What the sign-in entry gives its pages in place of react-i18next (vite.signin.config.ts aliases the
 * package here). The keys are the English texts (src/app/i18n.ts) and the app ships English only, so `t`
 * fills in `{{name}}` placeholders and returns the key, as i18next does with an English bundle and
 * `escapeValue: false`. A second language would load its bundle here before hydrating.
 */
type Options = Record<string, unknown>;

export function translate(key: string, options?: Options): string {
  return key.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    options && name in options ? String(options[name]) : match,
  );
}

const i18n = { language: 'en', resolvedLanguage: 'en', dir: () => 'ltr' as const };

export function useTranslation() {
  return { t: translate, i18n, ready: true };
}
