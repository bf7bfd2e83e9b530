import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import {
  applyDirection,
  applySkin,
  defaultLayoutSettings,
  readLayoutSettings,
  saveLayoutSettings,
  withLocale,
  type LayoutSettings,
} from './layoutSettings';

interface LayoutSettingsContextValue {
  settings: LayoutSettings;
  updateSettings: (patch: Partial<LayoutSettings>) => void;
  resetSettings: () => void;
}

const LayoutSettingsContext = createContext<LayoutSettingsContextValue | null>(null);

export interface ThemeProviderProps {
  /**
   * Initial settings; by default the spec's defaults with the remembered skin, locale and collapse. The
   * direction always follows the locale.
   */
  initialSettings?: Partial<LayoutSettings>;
  /** Remember skin, direction and menu-collapsed in localStorage (default true). */
  persist?: boolean;
  /** Apply skin and direction to <html> (default true). Stories turn it off to scope a subtree. */
  applyToDocument?: boolean;
  /** The app's language (i18n): the locale until the reader picks another; English by default. */
  locale?: string;
  children: ReactNode;
}

export function ThemeProvider({
  initialSettings,
  persist = true,
  applyToDocument = true,
  locale,
  children,
}: ThemeProviderProps) {
  const [settings, setSettings] = useState<LayoutSettings>(() => {
    const defaults = withLocale(defaultLayoutSettings, locale ?? defaultLayoutSettings.locale);
    const initial = { ...(persist ? readLayoutSettings(undefined, defaults) : defaults), ...initialSettings };
    return withLocale(initial, initial.locale);
  });

  useEffect(() => {
    if (!applyToDocument) return;
    applySkin(settings.skin);
    applyDirection(settings.direction);
  }, [applyToDocument, settings.skin, settings.direction]);

  const updateSettings = useCallback(
    (patch: Partial<LayoutSettings>) => {
      // The direction is never set on its own: it follows the locale, and is remembered with it.
      const { direction: _ignored, ...rest } = patch;
      const next = rest.locale === undefined ? rest : withLocale(rest, rest.locale);
      setSettings((current) => ({ ...current, ...next }));
      if (persist) saveLayoutSettings(next);
    },
    [persist],
  );

  const resetSettings = useCallback(() => {
    const defaults = withLocale(defaultLayoutSettings, locale ?? defaultLayoutSettings.locale);
    setSettings(defaults);
    if (persist) saveLayoutSettings(defaults);
  }, [persist, locale]);

  const value = useMemo(
    () => ({ settings, updateSettings, resetSettings }),
    [settings, updateSettings, resetSettings],
  );

  return (
    <LayoutSettingsContext.Provider value={value}>
      <I18nProvider locale={settings.locale}>{children}</I18nProvider>
    </LayoutSettingsContext.Provider>
  );
}

/** The layout settings and their setter; outside a ThemeProvider, the defaults and a no-op. */
export function useLayoutSettings(): LayoutSettingsContextValue {
  const context = useContext(LayoutSettingsContext);
  return (
    context ?? {
      settings: defaultLayoutSettings,
      updateSettings: () => undefined,
      resetSettings: () => undefined,
    }
  );
}
