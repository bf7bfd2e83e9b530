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
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
