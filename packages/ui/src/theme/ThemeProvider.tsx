import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import {
  applyDirection,
  applySkin,
  defaultLayoutSettings,
  localeFor,
  readLayoutSettings,
  saveLayoutSettings,
  type LayoutSettings,
} from './layoutSettings';

interface LayoutSettingsContextValue {
  settings: LayoutSettings;
  updateSettings: (patch: Partial<LayoutSettings>) => void;
  resetSettings: () => void;
}

const LayoutSettingsContext = createContext<LayoutSettingsContextValue | null>(null);

export interface ThemeProviderProps {
  /** Initial settings; by default the spec's defaults with the remembered skin/direction/collapse. */
  initialSettings?: Partial<LayoutSettings>;
  /** Remember skin, direction and menu-collapsed in localStorage (default true). */
  persist?: boolean;
  /** Apply skin and direction to <html> (default true). Stories turn it off to scope a subtree. */
  applyToDocument?: boolean;
  /** Locale for react-aria; by default one whose direction matches the setting. */
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
  const [settings, setSettings] = useState<LayoutSettings>(() => ({
    ...(persist ? readLayoutSettings() : defaultLayoutSettings),
    ...initialSettings,
  }));

  useEffect(() => {
    if (!applyToDocument) return;
    applySkin(settings.skin);
    applyDirection(settings.direction);
  }, [applyToDocument, settings.skin, settings.direction]);

  const updateSettings = useCallback(
    (patch: Partial<LayoutSettings>) => {
      setSettings((current) => ({ ...current, ...patch }));
      if (persist) saveLayoutSettings(patch);
    },
    [persist],
  );

  const resetSettings = useCallback(() => {
    setSettings(defaultLayoutSettings);
    if (persist) saveLayoutSettings(defaultLayoutSettings);
  }, [persist]);

  const value = useMemo(
    () => ({ settings, updateSettings, resetSettings }),
    [settings, updateSettings, resetSettings],
  );

  return (
    <LayoutSettingsContext.Provider value={value}>
      <I18nProvider locale={localeFor(settings.direction, locale)}>{children}</I18nProvider>
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
