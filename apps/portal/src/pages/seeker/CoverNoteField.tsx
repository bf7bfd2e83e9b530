import { useTranslation } from 'react-i18next';
import { MAX_COVER_NOTE } from '@talent/api/rules';
import { TextField } from '@talent/ui';

/** The optional cover note of an application (signed in or as a guest), with its character count. */
export function CoverNoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const tooLong = value.length > MAX_COVER_NOTE;
  return (
    <TextField
      label={t('Cover note (optional)')}
      name="cover_note"
      isMultiline
      value={value}
      onChange={onChange}
      isInvalid={tooLong}
      errorMessage={
        tooLong ? t('A cover note has at most {{max}} characters.', { max: MAX_COVER_NOTE }) : undefined
      }
      description={t('{{count}} of {{max}} characters', { count: value.length, max: MAX_COVER_NOTE })}
    />
  );
}
