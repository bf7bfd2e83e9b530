import './contract.css';
import { isRTL } from 'react-aria-components';
import { skins, type Skin } from './tokens';

/** English, the app's language until the reader picks another (spec 001 section 1). */
export const defaultLocale = 'en';
/**
 * The right-to-left locale the customizer's RTL switch reads in: Arabic with Latin digits, so numbers read
 * the same as in English.
 */
export const rightToLeftLocale = 'ar-u-nu-latn';

export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];
export const contentWidths = ['full', 'boxed'] as const;
export const menuLayouts = ['vertical', 'horizontal'] as const;
export const navbarTypes = ['floating', 'sticky', 'static', 'hidden'] as const;
export const footerTypes = ['sticky', 'static', 'hidden'] as const;
export const transitions = ['fadeIn', 'fadeInLeft', 'zoomIn', 'none'] as const;
/** Navbar colours offered by the customizer; `default` follows the skin. */
export const navbarColors = [
  'default',
  'accent',
  'neutral',
  'positive',
  'critical',
  'caution',
  'info',
] as const;

/** Layout settings of spec 000 section 4. */
export interface LayoutSettings {
  skin: Skin;
  /** The reader's locale (BCP 47): react-aria formats dates and numbers with it. */
  locale: string;
  /** Follows `locale` (`directionOf`); remembered too, so the page's first paint has it before any script. */
  direction: Direction;
  contentWidth: (typeof contentWidths)[number];
  menuLayout: (typeof menuLayouts)[number];
  menuCollapsed: boolean;
  menuHidden: boolean;
  navbarType: (typeof navbarTypes)[number];
  navbarColor: (typeof navbarColors)[number];
  footerType: (typeof footerTypes)[number];
  transition: (typeof transitions)[number];
}

/** Spec 000 section 9: vertical, light skin, floating navbar, static footer, boxed content. */
export const defaultLayoutSettings: LayoutSettings = {
  skin: 'light',
  locale: defaultLocale,
  direction: 'ltr',
  contentWidth: 'boxed',
  menuLayout: 'vertical',
  menuCollapsed: false,
  menuHidden: false,
  navbarType: 'floating',
  navbarColor: 'default',
  footerType: 'static',
  transition: 'fadeIn',
};

/**
 * The browser keys of the settings remembered locally: the spec's three (skin, direction, menu collapsed) and
 * the locale the direction follows.
 */
export const layoutStorageKeys = {
  skin: 'skin',
  locale: 'locale',
  direction: 'direction',
  menuCollapsed: 'menuCollapsed',
} as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can throw when cookies are blocked; settings then live for the page only.
    return undefined;
  }
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** A well-formed BCP 47 tag (what Intl accepts); anything else is ignored. */
function isLocale(value: unknown): value is string {
  if (typeof value !== 'string' || !value) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Defaults overlaid with whatever valid remembered values the storage holds. */
export function readLayoutSettings(
  storage: KeyValueStorage | undefined = defaultStorage(),
  defaults: LayoutSettings = defaultLayoutSettings,
): LayoutSettings {
  const settings = { ...defaults };
  if (!storage) return settings;
  const skin = readJson(storage, layoutStorageKeys.skin);
  if (isOneOf(skins, skin)) settings.skin = skin;
  const direction = readJson(storage, layoutStorageKeys.direction);
  const locale = readJson(storage, layoutStorageKeys.locale);
  if (isLocale(locale)) settings.locale = locale;
  else if (isOneOf(directions, direction) && direction !== directionOf(settings.locale))
    // A direction remembered without a locale (the RTL switch of an older build, or the first paint's key
    // set by hand) reads in the locale of that direction, so the page keeps the direction it had.
    settings.locale = direction === 'rtl' ? rightToLeftLocale : defaultLocale;
  settings.direction = directionOf(settings.locale);
  const collapsed = readJson(storage, layoutStorageKeys.menuCollapsed);
  if (typeof collapsed === 'boolean') settings.menuCollapsed = collapsed;
  return settings;
}

/** Remembers the locally kept settings; the others are deliberately not stored (spec 000 section 2.4). */
export function saveLayoutSettings(
  settings: Partial<LayoutSettings>,
  storage: KeyValueStorage | undefined = defaultStorage(),
): void {
  if (!storage) return;
  if (settings.skin !== undefined) storage.setItem(layoutStorageKeys.skin, JSON.stringify(settings.skin));
  if (settings.locale !== undefined)
    storage.setItem(layoutStorageKeys.locale, JSON.stringify(settings.locale));
  if (settings.direction !== undefined)
    storage.setItem(layoutStorageKeys.direction, JSON.stringify(settings.direction));
  if (settings.menuCollapsed !== undefined)
    storage.setItem(layoutStorageKeys.menuCollapsed, JSON.stringify(settings.menuCollapsed));
}

const rootElement = (): HTMLElement | undefined =>
  typeof document === 'undefined' ? undefined : document.documentElement;

/** Switches the skin by one attribute on <html>; styles follow without a React render. */
export function applySkin(skin: Skin, element: HTMLElement | undefined = rootElement()): void {
  element?.setAttribute('data-skin', skin);
}

export function applyDirection(direction: Direction, element: HTMLElement | undefined = rootElement()): void {
  element?.setAttribute('dir', direction);
}

/** The reading direction of a locale's script, as react-aria's `useLocale().direction` gives it. */
export function directionOf(locale: string): Direction {
  return isRTL(locale) ? 'rtl' : 'ltr';
}

/** Settings with a new locale, and the direction that follows from it. */
export function withLocale<T extends Partial<LayoutSettings>>(
  settings: T,
  locale: string,
): T & Pick<LayoutSettings, 'locale' | 'direction'> {
  return { ...settings, locale, direction: directionOf(locale) };
}
