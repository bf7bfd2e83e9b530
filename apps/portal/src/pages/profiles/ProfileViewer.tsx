import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import { ProfileViewerDialog } from '@talent/ui';

/**
 * The API's page map with data URLs. Works around @talent/ui `pageImageSources`, which takes any value
 * starting with "/" for a path, and base64 JPEG always starts with "/9j/".
 */
export function asDataUrls(images: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!images) return undefined;
  return Object.fromEntries(
    Object.entries(images).map(([key, value]) => [
      key,
      value.startsWith('data:') ? value : `data:image/jpeg;base64,${value}`,
    ]),
  );
}

/** Which images a screen shows (spec 4 "Profile publication"): full when the profile is unlocked or the
 * screen is /purchase-resume or /resume-search, otherwise the masked half images. */
export function imageKind(profile: { isUnlocked: boolean }, pathname: string): 'full' | 'half' {
  return profile.isUnlocked || pathname === '/purchase-resume' || pathname === '/resume-search'
    ? 'full'
    : 'half';
}

export interface ProfileViewerProps {
  profile: { profileId: number; full_name: string; isUnlocked: boolean } | null;
  pathname: string;
  onClose: () => void;
}

/** The profile viewer dialog with the page images; earlier answers are reused from the SWR cache. */
export function ProfileViewer({ profile, pathname, onClose }: ProfileViewerProps) {
  const { t } = useTranslation();
  const kind = profile ? imageKind(profile, pathname) : 'half';
  const params = profile ? { params: { uid: profile.profileId } } : null;
  const full = useEndpoint('profileFullDocument', kind === 'full' ? params : null, {
    revalidateOnFocus: false,
  });
  const half = useEndpoint('profileDocument', kind === 'half' ? params : null, { revalidateOnFocus: false });
  const doc = kind === 'full' ? full : half;
  return (
    <ProfileViewerDialog
      title={profile?.full_name ?? ''}
      pageLabel={profile?.full_name ?? t('Profile')}
      // Failures are silent (spec 8): the dialog then shows "No Results".
      pages={doc.error ? null : asDataUrls(doc.data?.images)}
      isLoading={!doc.data && !doc.error}
      isOpen={profile !== null}
      onOpenChange={(open) => !open && onClose()}
      emptyText={t('No Results')}
    />
  );
}
