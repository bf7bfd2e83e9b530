import { showToast } from '@talent/ui';

/** Copies `text` to the clipboard and says by toast whether that worked (`done`, or `failed`: "select it and
 * copy it yourself"): the one copy path of the share link, the API key and the inbound address. */
export async function copyText(text: string, texts: { done: string; failed: string; description?: string }) {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ title: texts.done, description: texts.description, tone: 'positive' });
  } catch {
    showToast({ title: texts.failed, tone: 'critical' });
  }
}
