import { describe, expect, it } from 'vitest';
import {
  applyDirection,
  applySkin,
  defaultLayoutSettings,
  defaultLocale,
  directionOf,
  readLayoutSettings,
  rightToLeftLocale,
  saveLayoutSettings,
  withLocale,
} from './layoutSettings';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('layout settings', () => {
  it('defaults follow spec 000 section 9', () => {
    expect(defaultLayoutSettings).toMatchObject({
      menuLayout: 'vertical',
      skin: 'light',
      navbarType: 'floating',
      footerType: 'static',
      contentWidth: 'boxed',
      direction: 'ltr',
      menuCollapsed: false,
    });
  });

  it('remembers skin, direction and menu collapsed, and nothing else', () => {
    const storage = memoryStorage();
    saveLayoutSettings(
      { skin: 'semi-dark', direction: 'rtl', menuCollapsed: true, navbarType: 'hidden' },
      storage,
    );
    expect([...storage.data.keys()].sort()).toEqual(['direction', 'menuCollapsed', 'skin']);
    const read = readLayoutSettings(storage);
    expect(read).toEqual({
      ...defaultLayoutSettings,
      skin: 'semi-dark',
      // A direction kept without a locale reads in the locale of that direction, which it follows.
      locale: rightToLeftLocale,
      direction: 'rtl',
      menuCollapsed: true,
    });
  });

  it('keeps a remembered right-to-left direction when no locale was stored, and a stored locale wins', () => {
    expect(readLayoutSettings(memoryStorage({ direction: '"rtl"' }))).toMatchObject({
      locale: rightToLeftLocale,
      direction: 'rtl',
    });
    expect(readLayoutSettings(memoryStorage({ direction: '"ltr"' }))).toMatchObject({
      locale: defaultLocale,
      direction: 'ltr',
    });
    expect(readLayoutSettings(memoryStorage({ direction: '"rtl"', locale: '"de-DE"' }))).toMatchObject({
      locale: 'de-DE',
      direction: 'ltr',
    });
  });

  it('ignores unknown or broken stored values', () => {
    const storage = memoryStorage({ skin: '"purple"', direction: 'sideways', menuCollapsed: '{broken' });
    expect(readLayoutSettings(storage)).toEqual(defaultLayoutSettings);
  });

  it('reads plain (unquoted) values written by older code', () => {
    expect(readLayoutSettings(memoryStorage({ skin: 'dark' })).skin).toBe('dark');
  });

  it('works without storage', () => {
    expect(readLayoutSettings(undefined)).toEqual(defaultLayoutSettings);
    expect(() => saveLayoutSettings({ skin: 'dark' }, undefined)).not.toThrow();
  });

  it('switches skin and direction with one attribute each on <html>', () => {
    applySkin('dark');
    applyDirection('rtl');
    expect(document.documentElement.getAttribute('data-skin')).toBe('dark');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('derives the direction from the locale, not the other way round', () => {
    expect(directionOf(defaultLocale)).toBe('ltr');
    expect(directionOf('he-IL')).toBe('rtl');
    expect(directionOf('ar-u-nu-latn')).toBe('rtl');
    expect(withLocale(defaultLayoutSettings, 'fa-IR')).toMatchObject({ locale: 'fa-IR', direction: 'rtl' });
  });

  it('remembers the locale with the direction that follows it, and ignores a malformed one', () => {
    const storage = memoryStorage();
    saveLayoutSettings(withLocale({}, 'he-IL'), storage);
    expect(readLayoutSettings(storage)).toMatchObject({ locale: 'he-IL', direction: 'rtl' });
    expect(JSON.parse(storage.getItem('direction') ?? 'null')).toBe('rtl');
    const broken = memoryStorage({ locale: '"not a locale!"' });
    expect(readLayoutSettings(broken).locale).toBe(defaultLocale);
  });
});
