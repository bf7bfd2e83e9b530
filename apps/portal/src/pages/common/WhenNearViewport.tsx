import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * Whether the element comes within `margin` of the viewport (and stays true from then on), so content below
 * the fold on a phone costs no main-thread time or requests while the page first loads. Without
 * IntersectionObserver or layout (tests, very old browsers) it is true at once; a build-time render
 * (src/prerender.tsx) sees false, as the browser first does.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // Nothing here forces a layout of the page: the observer reports after layout, and the check for a DOM
    // without layout (as in tests: a place with no size at all, nothing to wait for) runs after a frame.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) setNear(true);
      });
    });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ref, near, margin]);
  return near;
}

export interface WhenNearViewportProps {
  children: ReactNode;
  /** Shown until the place comes within `margin` of the viewport; give it the content's usual height. */
  placeholder: ReactNode;
  /** How far below (or above) the viewport rendering starts, as a CSS margin. Default 600px. */
  margin?: string;
}

/** Renders its children once their place nears the viewport (`useNearViewport`), and keeps them. */
export function WhenNearViewport({ children, placeholder, margin }: WhenNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, margin);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
