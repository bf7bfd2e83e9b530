import './contract.css';
import { skins, type Skin } from './tokens';

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

/** The browser keys of the three settings the spec remembers locally (skin, direction, menu collapsed). */
export const layoutStorageKeys = {
  skin: 'skin',
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
  if (isOneOf(directions, direction)) settings.direction = direction;
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

/** A locale whose script direction matches, so react-aria's keyboard handling flips in RTL. */
export function localeFor(direction: Direction, locale?: string): string {
  if (locale) return locale;
  return direction === 'rtl' ? 'ar-u-nu-latn' : 'en-US';
}
