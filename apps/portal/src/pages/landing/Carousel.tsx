/**
 * The landing page's hero carousel (`sliding_window`): one slide at a time with previous/next and a dot per
 * slide. It turns on its own every few seconds only when the visitor has not asked for reduced motion, and
 * a Pause button stops it (WCAG 2.2.2); hovering or focusing inside also holds it. The slides are a
 * labelled region with `aria-roledescription`, and only the visible slide is announced.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LandingItem } from '@talent/api/contract';
import { Button, LinkButton, useMediaQuery } from '@talent/ui';
import * as css from './landing.css';

export const SLIDE_MS = 6000;

export function Carousel({ label, slides }: { label: string; slides: readonly LandingItem[] }) {
  const { t } = useTranslation();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = slides.length;
  const playing = !reduced && !paused && !held && count > 1;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [playing, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (i: number) => setIndex(((i % count) + count) % count);

  // Every slide is in the markup (the current one shown), with data-carousel-* hooks: the server-rendered
  // landing page runs the same markup without React (src/landing/enhance.ts), and search engines read all of it.
  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={label}
      data-carousel=""
      data-slide-ms={SLIDE_MS}
      data-position-label={t('{{n}} of {{count}}', { n: '{{n}}', count: '{{count}}' })}
      data-play-label={t('Play slides')}
      data-pause-label={t('Pause slides')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {slides.map((slide, i) => (
        <div
          key={i}
          className={css.slide}
          role="group"
          aria-roledescription={t('slide')}
          aria-label={t('{{n}} of {{count}}', { n: i + 1, count })}
          // Announced when the visitor moves it, not while it turns on its own.
          aria-live={playing ? 'off' : 'polite'}
          data-carousel-slide={i}
          hidden={i !== current}
        >
          <h2 className={css.slideTitle}>{slide.title}</h2>
          {slide.text ? <p className={css.lead}>{slide.text}</p> : null}
          {slide.link && slide.link_label ? (
            <div>
              <LinkButton href={slide.link}>{slide.link_label}</LinkButton>
            </div>
          ) : null}
        </div>
      ))}
      {count > 1 ? (
        <div className={css.controls}>
          {!reduced ? (
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              data-carousel-action="pause"
              onPress={() => setPaused((p) => !p)}
            >
              {paused ? t('Play slides') : t('Pause slides')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            tone="neutral"
            data-carousel-action="previous"
            onPress={() => go(current - 1)}
          >
            {t('Previous slide')}
          </Button>
          <ol className={css.dots}>
            {slides.map((s, i) => (
              <li key={i}>
                <button
                  type="button"
                  className={css.dot}
                  aria-current={i === current ? 'true' : undefined}
                  aria-label={t('Slide {{n}}: {{title}}', { n: i + 1, title: s.title })}
                  data-carousel-action="go"
                  data-carousel-to={i}
                  onClick={() => go(i)}
                >
                  {i + 1}
                </button>
              </li>
            ))}
          </ol>
          <Button
            size="sm"
            variant="ghost"
            tone="neutral"
            data-carousel-action="next"
            onPress={() => go(current + 1)}
          >
            {t('Next slide')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
