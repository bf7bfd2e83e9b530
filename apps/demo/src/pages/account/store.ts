import { useSyncExternalStore } from 'react';
import type { accountSettingsFixture } from '../../mocks/data/content';

export type AccountSettings = ReturnType<typeof accountSettingsFixture>;
export type SectionKey = keyof AccountSettings;

/**
 * The account settings saved in this page session. The spec has no save call for `/account-setting/data`,
 * so a save keeps the section here, over the fixture, until the page reloads (like every change in the demo
 * layer); navigating away and back shows it.
 */
let saved: Partial<AccountSettings> = {};
const listeners = new Set<() => void>();

export function saveSection<K extends SectionKey>(key: K, value: AccountSettings[K]) {
  saved = { ...saved, [key]: value };
  listeners.forEach((listener) => listener());
}

/** Forgets the saved sections (stories start from the fixture). */
export function resetSavedSettings() {
  saved = {};
  listeners.forEach((listener) => listener());
}

export function useSavedSettings(): Partial<AccountSettings> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => saved,
  );
}
