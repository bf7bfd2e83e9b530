import { useEffect, useState } from 'react';

/**
 * The window's vertical scroll offset, updated on scroll (passive listener). The offset at mount is read in
 * the next animation frame, where the layout is due anyway: reading `scrollY` during render or in the effect
 * would force a layout of the page just committed, in the middle of its commit (the shell mounts this with
 * every page).
 */
export function useScrollPosition(): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    const onScroll = () => setY(window.scrollY);
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return y;
}
