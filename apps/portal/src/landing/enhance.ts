/**
 * The only script of the server-rendered landing page (`/` for visitors; src/landing/server.tsx). No React:
 * the page is complete HTML, and this adds what needs a script.
 *  - A signed-in user (the inline script in the page's head marked <html data-signed-in> before the first
 *    paint, and hid the page) is handed to the full app, which sends them to their role's home.
 *  - The hero carousel (the markup of pages/landing/Carousel.tsx, found by its data-carousel-* hooks) turns
 *    every few seconds unless reduced motion is asked for; Pause stops it (WCAG 2.2.2), hovering or focusing
 *    inside holds it, and the buttons and dots move it. Under reduced motion there is no Pause: nothing moves.
 */
import { startFullApp } from '../app/handover';

export function enhanceCarousel(root: HTMLElement, reducedMotion: boolean): () => void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const count = slides.length;
  const action = (name: string) => root.querySelector<HTMLElement>(`[data-carousel-action="${name}"]`);
  const dots = [...root.querySelectorAll<HTMLElement>('[data-carousel-action="go"]')];
  const pause = action('pause');
  const ms = Number(root.dataset.slideMs) || 6000;
  let index = Math.max(
    0,
    slides.findIndex((s) => !s.hidden),
  );
  let paused = false;
  let held = false;
  let timer: number | undefined;

  const show = (i: number, moved: boolean) => {
    index = ((i % count) + count) % count;
    slides.forEach((slide, n) => {
      slide.hidden = n !== index;
      // Announced when the visitor moves it, not while it turns on its own.
      slide.setAttribute('aria-live', moved ? 'polite' : 'off');
    });
    dots.forEach((dot, n) => {
      if (n === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };
  const playing = () => !reducedMotion && !paused && !held && count > 1;
  const schedule = () => {
    window.clearInterval(timer);
    timer = playing() ? window.setInterval(() => show(index + 1, false), ms) : undefined;
  };

  if (count < 2) return () => undefined;
  // As Carousel.tsx renders it: no Pause when nothing moves (a `hidden` attribute would lose to the button's
  // display style).
  if (reducedMotion) pause?.remove();
  pause?.addEventListener('click', () => {
    paused = !paused;
    pause.textContent = (paused ? root.dataset.playLabel : root.dataset.pauseLabel) ?? pause.textContent;
    schedule();
  });
  action('previous')?.addEventListener('click', () => show(index - 1, true));
  action('next')?.addEventListener('click', () => show(index + 1, true));
  dots.forEach((dot) => dot.addEventListener('click', () => show(Number(dot.dataset.carouselTo), true)));
  const hold = (value: boolean) => () => {
    held = value;
    schedule();
  };
  root.addEventListener('mouseenter', hold(true));
  root.addEventListener('mouseleave', hold(false));
  root.addEventListener('focusin', hold(true));
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) hold(false)();
  });
  schedule();
  return () => window.clearInterval(timer);
}

if (typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-landing')) {
  if (document.documentElement.hasAttribute('data-signed-in')) {
    document.getElementById('root')?.replaceChildren();
    document.documentElement.removeAttribute('data-signed-in');
    startFullApp();
  } else {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .querySelectorAll<HTMLElement>('[data-carousel]')
      .forEach((carousel) => enhanceCarousel(carousel, reduced));
  }
}
