import { useTranslation } from 'react-i18next';
import { Button, Inline } from '@talent/ui';

/** A table row's Edit and Delete buttons, named after the row for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Inline gap="small" justify="end">
      <Button
        size="sm"
        variant="outline"
        tone="neutral"
        aria-label={t('Edit {{name}}', { name })}
        onPress={onEdit}
      >
        {t('Edit')}
      </Button>
      <Button
        size="sm"
        variant="soft"
        tone="critical"
        aria-label={t('Delete {{name}}', { name })}
        onPress={onDelete}
      >
        {t('Delete')}
      </Button>
    </Inline>
  );
}
