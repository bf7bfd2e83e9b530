import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableBulkAction } from '@talent/ui';
import { markPrivate } from './profileActions';

export interface UseMarkPrivateOptions {
  /** Clears the table's selection once the profiles are private. */
  clearSelection: () => void;
  /** Reloads the list the profiles were marked private from. */
  reload: () => Promise<unknown>;
  /** Told after a reload (the dashboard refreshes its statistics). */
  onChanged?: () => void;
}

/**
 * Marking profiles private from a profiles table (the collections and the dashboard's earnings tables): one
 * request at a time, the spec's toast, then the selection cleared and the list reloaded. Gives the row
 * action and the table's bulk "Mark Private" action.
 */
export function useMarkPrivate({ clearSelection, reload, onChanged }: UseMarkPrivateOptions) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function makePrivate(ids: number[]) {
    setBusy(true);
    const ok = await markPrivate(ids, t);
    setBusy(false);
    if (ok) {
      clearSelection();
      await reload();
      onChanged?.();
    }
  }

  const bulkAction: DataTableBulkAction = {
    label: t('Mark Private'),
    onAction: (keys) => void makePrivate(keys.map(Number)),
    isPending: busy,
  };
  return { busy, makePrivate, bulkAction };
}
