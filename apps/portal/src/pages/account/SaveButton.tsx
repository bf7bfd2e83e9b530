import { useTranslation } from 'react-i18next';
import { Button } from '@talent/ui';

/** An account form's submit button ("Save Changes" unless told), on a line of its own. */
export function SaveButton({ pending, label }: { pending: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Button type="submit" isPending={pending}>
        {label ?? t('Save Changes')}
      </Button>
    </div>
  );
}
