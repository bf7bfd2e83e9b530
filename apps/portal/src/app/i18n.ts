import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * English with English as fallback (spec 001 section 1). Keys are the English texts themselves, so a
 * missing translation still reads correctly; other languages go in /assets/data/locales/{lng}.json.
 */
export const LOCALES_URL = '/assets/data/locales';

export async function initI18n(lng = 'en', load = true): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng,
      fallbackLng: 'en',
      resources: {},
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      // Resources are in memory (none until a bundle arrives), so init needs no tick.
      initAsync: false,
    });
  }
  if (load) await loadLocale(lng);
  return i18n;
}

export async function loadLocale(lng: string): Promise<void> {
  const languages = lng === 'en' ? ['en'] : [lng, 'en'];
  await Promise.all(
    languages.map(async (language) => {
      try {
        const res = await fetch(`${LOCALES_URL}/${language}.json`);
        if (!res.ok) return;
        const bundle = (await res.json()) as Record<string, string>;
        i18n.addResourceBundle(language, 'translation', bundle, true, true);
      } catch {
        // Without the file the keys (English) are shown.
      }
    }),
  );
}

export { i18n };
