/** Mark private and publish (spec 000 sections 4 "Profile publication" and 8). */
import type { TFunction } from 'i18next';
import type { LawfulBasis } from '@talent/api/contract';
import { call, firstErrorMessage } from '@talent/api/client';
import { showToast } from '@talent/ui';

/** The mark-private toast lasts 6 seconds (spec 9). */
export const MARK_PRIVATE_TOAST_MS = 6000;

export const PROFILE_TEXTS = {
  markedOne: 'Profile Has Been Marked Private',
  markedMany: 'Profiles Have Been Marked Private',
  failed: 'Something went wrong',
} as const;

/** Marks profiles private; shows the spec's toast; answers whether it worked. */
export async function markPrivate(ids: readonly number[], t: TFunction): Promise<boolean> {
  if (ids.length === 0) return false;
  try {
    await call('unpublicResume', {
      body: ids.length === 1 ? { profileId: ids[0]! } : { profile_ids: [...ids] },
    });
    showToast({
      title: t(ids.length > 1 ? PROFILE_TEXTS.markedMany : PROFILE_TEXTS.markedOne),
      tone: 'positive',
      timeout: MARK_PRIVATE_TOAST_MS,
    });
    return true;
  } catch {
    showToast({ title: t(PROFILE_TEXTS.failed), tone: 'critical', timeout: MARK_PRIVATE_TOAST_MS });
    return false;
  }
}

/** Publishes profiles at a TAT price; answers null on success, else the message to show. */
export async function publish(
  ids: readonly number[],
  price: number,
  basis: LawfulBasis,
  t: TFunction,
): Promise<string | null> {
  try {
    const answer = await call('markAsPublic', {
      body: { profile_ids: [...ids], price, lawful_basis: basis },
    });
    showToast({ title: t(answer.message), tone: 'positive' });
    return null;
  } catch (error) {
    return firstErrorMessage(error, t(PROFILE_TEXTS.failed));
  }
}

/** Deletes a profile of the collection (DELETE api/upload_resume/{id}); toasts the answer, answers whether it worked. */
export async function deleteProfile(id: number, t: TFunction): Promise<boolean> {
  try {
    const answer = await call('deleteResume', { params: { id } });
    showToast({ title: t(answer.message), tone: 'positive' });
    return true;
  } catch (error) {
    showToast({ title: firstErrorMessage(error, t(PROFILE_TEXTS.failed)), tone: 'critical' });
    return false;
  }
}
