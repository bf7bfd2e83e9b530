import type { ReactNode } from 'react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import type { Tone } from '../../theme/tokens';
import { toneClass } from '../../styles/tone.css';
import { cx } from '../../styles/cx';
import { Button } from '../Button';
import * as styles from './Toast.css';

export interface ToastContent {
  title: ReactNode;
  description?: ReactNode;
  tone?: Tone;
}

export interface ShowToastOptions extends ToastContent {
  /** Milliseconds before it closes by itself (at least 5000; 0 = until closed). Default 5000. */
  timeout?: number;
}

export const DEFAULT_TOAST_TIMEOUT = 5000;

/** react-aria's toast queue plus `showToast`, so callers need only one import. */
export class ToastQueue extends RACToastQueue<ToastContent> {
  /** Shows a toast; returns its key (for `close(key)`). Timeouts under 5000 ms are raised to 5000. */
  showToast({ timeout = DEFAULT_TOAST_TIMEOUT, ...content }: ShowToastOptions): string {
    // 0 keeps the toast until it is closed; react-aria needs at least 5 s otherwise.
    return this.add(content, {
      timeout: timeout === 0 ? undefined : Math.max(timeout, DEFAULT_TOAST_TIMEOUT),
    });
  }
}

export function createToastQueue(): ToastQueue {
  return new ToastQueue({ maxVisibleToasts: 5 });
}

/** The app-wide queue read by <ToastRegion />. */
export const toastQueue = createToastQueue();

/** Shows a toast on the app-wide queue (or the one given); returns its key. */
export function showToast(options: ShowToastOptions, queue: ToastQueue = toastQueue): string {
  return queue.showToast(options);
}

export interface ToastRegionProps {
  queue?: ToastQueue;
  /** Accessible label of each close button (default "Close"). */
  closeLabel?: string;
  /** Name of the landmark region (default "Notifications"). */
  label?: string;
}

/** Renders the queue's toasts in a landmark region at the inline end of the viewport. */
export function ToastRegion({ queue = toastQueue, closeLabel = 'Close', label }: ToastRegionProps) {
  return (
    <RACToastRegion queue={queue} aria-label={label} className={styles.region}>
      {({ toast }) => (
        <RACToast toast={toast} className={cx(styles.toast, toneClass[toast.content.tone ?? 'neutral'])}>
          <RACToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </RACToastContent>
          <Button slot="close" variant="ghost" tone="neutral" size="sm" aria-label={closeLabel}>
            <span aria-hidden="true">✕</span>
          </Button>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
