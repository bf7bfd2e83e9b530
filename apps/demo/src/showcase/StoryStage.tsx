import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Alert } from '@talent/ui';
import * as styles from './showcase.css';

/** One story that fails to render shows an alert in its card instead of taking the page down. */
export class StoryErrorBoundary extends Component<{ name: string; children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <Alert tone="critical" title={`The "${this.props.name}" example could not be shown`}>
          {this.state.error.message}
        </Alert>
      );
    }
    return this.props.children;
  }
}

const mirroredAttributes = ['data-skin', 'dir', 'lang'] as const;

/**
 * A whole-page story (the app shell has its own <main>, menu and top bar) rendered in an iframe, so its
 * landmarks and ids do not clash with the gallery's own shell. The frame gets the page's stylesheets and
 * follows its skin and direction.
 */
export function FramedStory({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const doc = ref.current?.contentDocument;
    if (!doc) return;
    const sync = () => {
      const titleElement = doc.createElement('title');
      titleElement.textContent = title;
      doc.head.replaceChildren(
        titleElement,
        ...Array.from(document.head.querySelectorAll('style, link[rel="stylesheet"]'), (node) =>
          node.cloneNode(true),
        ),
      );
      for (const name of mirroredAttributes) {
        const value = document.documentElement.getAttribute(name);
        if (value === null) doc.documentElement.removeAttribute(name);
        else doc.documentElement.setAttribute(name, value);
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: [...mirroredAttributes],
    });
    setBody(doc.body);
    return () => observer.disconnect();
  }, [title]);

  return (
    <>
      <iframe ref={ref} title={title} className={styles.frame} />
      {body ? createPortal(children, body) : null}
    </>
  );
}
