import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Inline, Stack } from '@talent/ui';
import * as css from './jobs.css';

export interface RichTextProps {
  label: string;
  /** The HTML at mount; remount (a new `key`) to replace it, so the caret never jumps while typing. */
  initialValue: string;
  onChange: (html: string) => void;
  errorMessage?: string;
}

const COMMANDS = ['bold', 'italic', 'insertUnorderedList', 'insertOrderedList'] as const;

/**
 * A small rich-text editor (no editor library is installed): an editable region with bold, italic and
 * list buttons. The server keeps only safe markup, so what is typed here is never trusted as HTML.
 */
export function RichText({ label, initialValue, onChange, errorMessage }: RichTextProps) {
  const { t } = useTranslation();
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  const names: Record<(typeof COMMANDS)[number], string> = {
    bold: t('Bold'),
    italic: t('Italic'),
    insertUnorderedList: t('Bulleted list'),
    insertOrderedList: t('Numbered list'),
  };
  function apply(command: string) {
    editor.current?.focus();
    // execCommand is deprecated but still the only built-in way to format a selection in every browser.
    document.execCommand?.(command);
    if (editor.current) onChange(editor.current.innerHTML);
  }
  return (
    <Stack gap="xsmall">
      <span id={`${id}-label`} className={css.label}>
        {label}
      </span>
      <Inline gap="xsmall" wrap>
        {COMMANDS.map((command) => (
          <Button key={command} size="sm" variant="ghost" tone="neutral" onPress={() => apply(command)}>
            {names[command]}
          </Button>
        ))}
      </Inline>
      <div
        ref={editor}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${id}-error` : undefined}
        contentEditable
        suppressContentEditableWarning
        className={css.editor}
        dangerouslySetInnerHTML={{ __html: initialValue }}
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
      />
      {errorMessage ? (
        <span id={`${id}-error`} className={css.error}>
          {errorMessage}
        </span>
      ) : null}
    </Stack>
  );
}
