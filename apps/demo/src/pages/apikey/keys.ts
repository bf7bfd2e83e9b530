/** An API key of the demo's API key page. */
export interface ApiKey {
  id: string;
  name: string;
  access: 'Full access' | 'Read only';
  key: string;
  created: string;
}

/** The page's first keys, fixed so the page looks the same on every load (no key call in spec 001). */
export const seededKeys: readonly ApiKey[] = [
  {
    id: 'k1',
    name: 'Server key',
    access: 'Full access',
    key: 'tlnt_live_8f3a2c91d04e4b7fa6c2e5d1b9073f42',
    created: '28 Apr 2026, 1:15 PM',
  },
  {
    id: 'k2',
    name: 'Reporting key',
    access: 'Read only',
    key: 'tlnt_live_2b7e6d0a9c154f3e8a4d1c6b5e7f9a03',
    created: '12 Feb 2026, 10:40 AM',
  },
];

/** A new key: 32 random hex digits after the prefix. */
export function newKeyValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `tlnt_live_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** "27 Nov 2026, 3:05 PM" in UTC, like the seeded keys. */
export function createdLabel(date: Date): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
  return `${day}, ${time}`;
}

/** The key with its middle hidden, as the list shows it. */
export const masked = (key: string) => `${key.slice(0, 14)}…${key.slice(-4)}`;
