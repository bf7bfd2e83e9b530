import { describe, expect, it } from 'vitest';
import { formatCount, formatFileSize, formatRelativeTime, relativeTimeParts } from './formatters';

describe('formatCount', () => {
  it('keeps counts up to 999 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
  });
  it('shows counts over 999 in thousands with one decimal', () => {
    expect(formatCount(1000)).toBe('1.0k');
    expect(formatCount(15350)).toBe('15.3k');
    expect(formatCount(-2500)).toBe('-2.5k');
  });
});

describe('formatFileSize', () => {
  it('uses kb up to 1 MB', () => {
    expect(formatFileSize(2048)).toBe('2.0 kb');
    expect(formatFileSize(999_000)).toBe('999.0 kb');
  });
  it('uses mb above 1 MB', () => {
    expect(formatFileSize(1_500_000)).toBe('1.5 mb');
    expect(formatFileSize(12_345_678)).toBe('12.3 mb');
  });
});

describe('relative time', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const ago = (seconds: number) => now - seconds * 1000;

  it('picks the largest whole unit, with 30-day months and 365-day years', () => {
    expect(relativeTimeParts(-45)).toEqual({ value: -45, unit: 'second' });
    expect(relativeTimeParts(-90)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeTimeParts(-29 * 86400)).toEqual({ value: -29, unit: 'day' });
    expect(relativeTimeParts(-30 * 86400)).toEqual({ value: -1, unit: 'month' });
    expect(relativeTimeParts(-364 * 86400)).toEqual({ value: -12, unit: 'month' });
    expect(relativeTimeParts(-365 * 86400)).toEqual({ value: -1, unit: 'year' });
    expect(relativeTimeParts(2 * 3600)).toEqual({ value: 2, unit: 'hour' });
  });

  it('formats through Intl in the given locale', () => {
    expect(formatRelativeTime(ago(10), now)).toBe('10 seconds ago');
    expect(formatRelativeTime(ago(3 * 86400), now)).toBe('3 days ago');
    expect(formatRelativeTime(ago(86400), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(2 * 365 * 86400), now)).toBe('2 years ago');
    expect(formatRelativeTime(now + 60 * 86400 * 1000, now)).toBe('in 2 months');
    expect(formatRelativeTime(new Date(ago(0)).toISOString(), now)).toBe('now');
    expect(formatRelativeTime(ago(3 * 86400), now, 'de')).toBe('vor 3 Tagen');
  });
});
