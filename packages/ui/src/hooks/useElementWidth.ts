import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The inline size of an element, measured before paint and followed with a ResizeObserver.
 * Undefined until measured (and where ResizeObserver is missing).
 */
export function useElementWidth<T extends HTMLElement>(): [RefObject<T | null>, number | undefined] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Measured before the first paint, so a layout that depends on the width (the shell's phone menu)
    // never shows its wide form for a frame and then jumps.
    // Zero means not laid out (hidden, or a DOM without layout): wait for the observer then.
    const initial = element.getBoundingClientRect().width;
    if (initial > 0) setWidth(initial);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
