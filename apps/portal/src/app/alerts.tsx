import { Suspense, lazy, useSyncExternalStore } from 'react';

export interface AlertRequest {
  title: string;
  message: string;
  tone?: 'accent' | 'critical';
}

interface PendingAlert extends AlertRequest {
  id: number;
  resolve: () => void;
}

/**
 * A queue of blocking alerts (spec 8: "Session Expired" and friends). `showAlert` resolves when the user
 * presses OK, which is what the API client waits for before it clears storage.
 */
let queue: PendingAlert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showAlert(request: AlertRequest): Promise<void> {
  return new Promise<void>((resolve) => {
    queue = [...queue, { ...request, id: nextId++, resolve }];
    emit();
  });
}

function dismiss(id: number) {
  const item = queue.find((a) => a.id === id);
  queue = queue.filter((a) => a.id !== id);
  emit();
  item?.resolve();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => queue;

/** The dialog is its own chunk, loaded with the first alert: most visits never show one. */
const AlertView = lazy(() => import('./AlertView'));

export function AlertHost() {
  const alerts = useSyncExternalStore(subscribe, snapshot, snapshot);
  const current = alerts[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <AlertView key={current.id} alert={current} onConfirm={() => dismiss(current.id)} />
    </Suspense>
  );
}
