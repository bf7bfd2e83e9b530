import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import type { Profile } from '@talent/api/contract';
import { ProfileViewerDialog } from '@talent/ui';

/**
 * The API sends bare base64 JPEG. ui's pageImageSources treats a value starting with "/" as a URL path, and
 * base64 JPEG always starts with "/9j/", so bare values would be requested as paths (431): make them data
 * URLs here (packages/ui bug, see the report).
 */
export function asDataUrls(images: Record<string, string> | undefined): Record<string, string> | null {
  if (!images) return null;
  return Object.fromEntries(
    Object.entries(images).map(([key, value]) => [
      key,
      value.startsWith('data:') ? value : `data:image/jpeg;base64,${value}`,
    ]),
  );
}

export interface ProfileViewerProps {
  profile: Pick<Profile, 'id' | 'full_name'> | null;
  /** Full page images, else the masked half (spec 4 "Profile publication"). */
  full: boolean;
  onClose: () => void;
}

/**
 * The ui ProfileViewerDialog fed by GET api/recruite/profile_full_document/{uid} or profile_document/{uid}.
 * SWR keeps earlier answers, so opening the same profile again reuses them (spec 4: "Earlier results are
 * reused"). A failed image load shows "No Results" (spec 8: silently ignored).
 */
export function ProfileViewer({ profile, full, onClose }: ProfileViewerProps) {
  const { t } = useTranslation();
  const options = profile ? { params: { uid: profile.id } } : null;
  const fullDoc = useEndpoint('profileFullDocument', full ? options : null, { revalidateOnFocus: false });
  const halfDoc = useEndpoint('profileDocument', full ? null : options, { revalidateOnFocus: false });
  const doc = full ? fullDoc : halfDoc;
  if (!profile) return null;
  return (
    <ProfileViewerDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        <>
          <bdi>{profile.full_name}</bdi>
          <span data-testid="viewer-kind" data-kind={full ? 'full' : 'half'}>
            {full ? '' : ` · ${t('Preview: the lower half is hidden until you unlock')}`}
          </span>
        </>
      }
      pageLabel={profile.full_name}
      pages={asDataUrls(doc.data?.images)}
      isLoading={doc.isLoading}
      emptyText={t('No Results')}
    />
  );
}
