/**
 * The blog body's editor, built on TipTap (ProseMirror): headings, bold, italic, underline, strike, lists,
 * quotes, code blocks, links and undo. Loaded only by /pages/blog/edit (React.lazy), so no other page carries
 * it. What it writes is never trusted: the server sanitises the HTML before storing it.
 */
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Inline, Stack } from '@talent/ui';
import * as css from './blog.css';

export interface RichTextEditorProps {
  label: string;
  /** The HTML at mount; remount (a new `key`) to replace it. */
  initialValue: string;
  onChange: (html: string) => void;
  errorMessage?: string;
}

const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i;

/** Built once: new extension objects on every render would make TipTap reconfigure the editor. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
  }),
];

function RichTextEditor({ label, initialValue, onChange, errorMessage }: RichTextEditorProps) {
  const id = useId();
  // The latest onChange, read when the text changes, so a new function does not reconfigure the editor.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(errorMessage ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    }),
    [id, errorMessage],
  );
  const editor = useEditor(
    {
      extensions: EXTENSIONS,
      content: initialValue,
      editorProps,
      onUpdate: ({ editor: e }) => changed.current(e.isEmpty ? '' : e.getHTML()),
    },
    [],
  );

  return (
    <Stack gap="xsmall">
      <span id={`${id}-label`} className={css.label}>
        {label}
      </span>
      {editor ? <Toolbar editor={editor} /> : null}
      <div className={css.editor}>
        <EditorContent editor={editor} />
      </div>
      {errorMessage ? (
        <span id={`${id}-error`} className={css.error}>
          {errorMessage}
        </span>
      ) : null}
    </Stack>
  );
}

/** Memoised: the form around it re-renders on every keystroke in its other fields. */
export default memo(RichTextEditor);

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: { key: string; label: string; active?: boolean; run: () => void; disabled?: boolean }[] = [
    { key: 'bold', label: t('Bold'), active: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: t('Italic'), active: state.italic, run: () => chain().toggleItalic().run() },
    {
      key: 'underline',
      label: t('Underline'),
      active: state.underline,
      run: () => chain().toggleUnderline().run(),
    },
    { key: 'strike', label: t('Strike'), active: state.strike, run: () => chain().toggleStrike().run() },
    {
      key: 'h2',
      label: t('Heading'),
      active: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('Subheading'),
      active: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      label: t('Bulleted list'),
      active: state.bullet,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: t('Numbered list'),
      active: state.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: 'quote', label: t('Quote'), active: state.quote, run: () => chain().toggleBlockquote().run() },
    { key: 'code', label: t('Code'), active: state.code, run: () => chain().toggleCodeBlock().run() },
    {
      key: 'link',
      label: t('Link'),
      active: state.link || linkOpen,
      run: () => {
        setHref(String(editor.getAttributes('link').href ?? ''));
        setLinkError(null);
        setLinkOpen((open) => !open);
      },
    },
    { key: 'undo', label: t('Undo'), run: () => chain().undo().run(), disabled: !state.canUndo },
    { key: 'redo', label: t('Redo'), run: () => chain().redo().run(), disabled: !state.canRedo },
  ];

  function applyLink() {
    const value = href.trim();
    if (!value) {
      chain().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!SAFE_LINK.test(value)) {
      setLinkError(t('A link starts with https://, http://, mailto: or /.'));
      return;
    }
    chain().extendMarkRange('link').setLink({ href: value }).run();
    setLinkOpen(false);
  }

  return (
    <Stack gap="xsmall">
      <div role="toolbar" aria-label={t('Formatting')} className={css.editorToolbar}>
        {buttons.map((b) => (
          <Button
            key={b.key}
            size="sm"
            variant={b.active ? 'soft' : 'ghost'}
            aria-pressed={b.active === undefined ? undefined : b.active}
            isDisabled={b.disabled}
            onPress={b.run}
          >
            {b.label}
          </Button>
        ))}
      </div>
      {linkOpen ? (
        <Inline gap="small" align="end">
          <label className={css.label}>
            {t('Link address')}
            <br />
            <input
              className={css.nativeInput}
              type="url"
              value={href}
              placeholder="https://"
              onChange={(e) => setHref(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                }
              }}
            />
          </label>
          <Button size="sm" onPress={applyLink}>
            {t('Apply')}
          </Button>
          {linkError ? (
            <span role="alert" className={css.error}>
              {linkError}
            </span>
          ) : null}
        </Inline>
      ) : null}
    </Stack>
  );
}
