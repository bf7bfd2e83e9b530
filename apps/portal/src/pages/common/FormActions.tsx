import { useTranslation } from 'react-i18next';
import { Button, Inline } from '@talent/ui';

/** A dialog or inline form's Cancel and Save buttons, at the end of the line. */
export function FormActions({
  pending,
  onCancel,
  submitLabel,
}: {
  pending: boolean;
  onCancel: () => void;
  /** The submit button's text; "Save" when not given. */
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Inline gap="small" justify="end">
      <Button variant="outline" tone="neutral" onPress={onCancel}>
        {t('Cancel')}
      </Button>
      <Button type="submit" isPending={pending}>
        {submitLabel ?? t('Save')}
      </Button>
    </Inline>
  );
}
