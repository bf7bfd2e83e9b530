import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element is narrower than `below` px, followed with a ResizeObserver. The first render guesses
 * from the viewport (a media query, which needs no layout), so a phone does not render the wide layout
 * first and then again; the observer corrects the guess after layout where the element is narrower than
 * the viewport. Without matchMedia (the server, jsdom) the guess is "wide".
 */
export function useIsNarrow<T extends HTMLElement>(below: number): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [narrow, setNarrow] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(`(max-width: ${below - 0.02}px)`).matches,
  );
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // No synchronous measuring: the observer reports the size once layout has run anyway.
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width ?? 0;
      if (width > 0) setNarrow(width < below);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [below]);
  return [ref, narrow];
}
