import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenNearViewportProps {
  children: ReactNode;
  /** Shown until the place comes within `margin` of the viewport; give it the content's usual height. */
  placeholder: ReactNode;
  /** How far below (or above) the viewport rendering starts, as a CSS margin. Default 600px. */
  margin?: string;
}

/**
 * Renders its children once their place nears the viewport (and keeps them), so content far below the fold
 * (a second table on a phone) costs no main-thread time or requests while the page first loads. Without
 * IntersectionObserver or layout (tests, very old browsers) the children render at once.
 */
export function WhenNearViewport({ children, placeholder, margin = '600px' }: WhenNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) {
      setNear(true); // Not laid out (a DOM without layout): nothing to wait for.
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
