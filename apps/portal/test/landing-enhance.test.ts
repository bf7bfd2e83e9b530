/** The server-rendered landing page's carousel without React (src/landing/enhance.ts, issue 20): it turns on
 * its own only without reduced motion, Pause stops it, focus holds it, and the buttons and dots move it. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceCarousel } from '../src/landing/enhance';

/** The markup Carousel.tsx renders (its data-carousel-* hooks), three slides. */
function carousel(): HTMLElement {
  document.body.innerHTML = `
    <section data-carousel data-slide-ms="6000" data-play-label="Play slides" data-pause-label="Pause slides">
      ${[0, 1, 2]
        .map(
          (i) =>
            `<div role="group" aria-label="${i + 1} of 3" data-carousel-slide="${i}" ${i ? 'hidden' : ''}><a href="/x">Link ${i}</a></div>`,
        )
        .join('')}
      <button data-carousel-action="pause">Pause slides</button>
      <button data-carousel-action="previous">Previous slide</button>
      ${[0, 1, 2].map((i) => `<button data-carousel-action="go" data-carousel-to="${i}">${i + 1}</button>`).join('')}
      <button data-carousel-action="next">Next slide</button>
    </section>`;
  return document.querySelector('[data-carousel]')!;
}
const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[data-carousel-slide]')]
    .filter((s) => !s.hidden)
    .map((s) => s.dataset.carouselSlide);
const click = (name: string) =>
  document.querySelector<HTMLElement>(`[data-carousel-action="${name}"]`)!.click();

let stop: () => void = () => undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('the landing carousel without React', () => {
  it('turns every 6 s, and Pause stops it and becomes Play', () => {
    stop = enhanceCarousel(carousel(), false);
    expect(shown()).toEqual(['0']);
    vi.advanceTimersByTime(6000);
    expect(shown()).toEqual(['1']);
    click('pause');
    expect(document.querySelector('[data-carousel-action="pause"]')!.textContent).toBe('Play slides');
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['1']);
    click('pause');
    vi.advanceTimersByTime(6000);
    expect(shown()).toEqual(['2']);
  });

  it('holds still while focus is inside, and the buttons and dots move it', () => {
    const root = carousel();
    stop = enhanceCarousel(root, false);
    root.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.advanceTimersByTime(30_000);
    expect(shown()).toEqual(['0']);
    click('previous');
    expect(shown()).toEqual(['2']);
    click('next');
    expect(shown()).toEqual(['0']);
    document.querySelectorAll<HTMLElement>('[data-carousel-action="go"]')[1]!.click();
    expect(shown()).toEqual(['1']);
    expect(document.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
    expect(document.querySelector('[data-carousel-slide="1"]')!.getAttribute('aria-live')).toBe('polite');
  });

  it('with reduced motion never moves on its own and offers no Pause', () => {
    stop = enhanceCarousel(carousel(), true);
    expect(document.querySelector('[data-carousel-action="pause"]')).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['0']);
    click('next');
    expect(shown()).toEqual(['1']);
  });
});
