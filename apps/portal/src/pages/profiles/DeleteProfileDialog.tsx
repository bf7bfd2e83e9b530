import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@talent/ui';
import { deleteProfile } from './profileActions';

/**
 * Asks before deleting a profile of the collection; the profile and its files go, access already sold
 * stays valid (the server's rule). `onClose(true)` once it is deleted.
 */
export function DeleteProfileDialog({
  profile,
  onClose,
}: {
  profile: { id: number; full_name: string } | null;
  onClose: (deleted: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      title={t('Delete profile')}
      isOpen={profile !== null}
      onOpenChange={(open) => {
        if (!open) onClose(false);
      }}
      tone="critical"
      confirmLabel={t('Delete')}
      cancelLabel={t('Cancel')}
      onConfirm={() => {
        if (!profile) return;
        void deleteProfile(profile.id, t).then((ok) => onClose(ok));
      }}
    >
      {t(
        'Delete {{name}}? The profile and its file leave your collection for good. Anyone who already unlocked, rented or bought it keeps that access.',
        { name: profile?.full_name ?? '' },
      )}
    </AlertDialog>
  );
}
