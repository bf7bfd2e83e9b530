import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Inline } from '@talent/ui';

/**
 * A table row's Edit and Delete buttons, named after the row for screen readers. `children` are the row's
 * other buttons, put before Edit; `canEdit={false}` hides Edit (the caller decides on its own buttons).
 */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  canEdit = true,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  canEdit?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Inline gap="small" justify="end">
      {children}
      {canEdit ? (
        <Button
          size="sm"
          variant="outline"
          tone="neutral"
          aria-label={t('Edit {{name}}', { name })}
          onPress={onEdit}
        >
          {t('Edit')}
        </Button>
      ) : null}
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
