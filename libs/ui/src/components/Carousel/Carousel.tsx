import { useEffect, useState, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { useCareMode } from '../CareMode/CareMode';
import { Img } from '../Img/Img';
import * as styles from './Carousel.css';

/** Default time per slide in ms. */
export const CAROUSEL_INTERVAL_MS = 5000;

export interface CarouselSlide {
  id: string | number;
  image: string;
  alt: string;
  href?: string;
  /** Background colour around the image (the ad's `background`). */
  background?: string;
  /** Open the link in a new tab (nav/ad `is_blank`). */
  blank?: boolean;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Time per slide in ms; 0 turns autoplay off. */
  interval?: number;
  /** Accessible name; default 轮播图. */
  label?: string;
  renderLink?: (props: { href: string; blank: boolean; className: string; children: ReactNode }) => ReactNode;
  className?: string;
}

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The home banner carousel: fading image slides with dots, previous/next buttons and a pause button. Props:
 * `slides` ({id, image, alt, href?, background?, blank?}), `interval` (ms, 0 = no autoplay), `label`,
 * `renderLink`. Autoplay pauses on hover, on keyboard focus and with the pause button; it is off with reduced motion
 * and in care mode (useCareMode), which also show the previous/next buttons at all times.
 * Renders nothing without slides. (The 234 px card carousel of SPEC §4 is a different, step-scrolling
 * component.)
 */
export function Carousel({ slides, interval = CAROUSEL_INTERVAL_MS, label, renderLink, className }: CarouselProps) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Care mode never moves by itself (MIIT's 适老化 rules: no auto-play).
  const reducedMotion = usePrefersReducedMotion();
  const care = useCareMode();
  const still = reducedMotion || care;
  const count = slides.length;
  const index = count > 0 ? active % count : 0;
  const playing = interval > 0 && count > 1 && !hovered && !focused && !stopped && !still;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [playing, interval, count]);

  if (count === 0) return null;
  const go = (i: number) => setActive((i + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label ?? m['ui.carousel']()}
      className={cx(styles.root, className)}
      data-playing={playing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slides.map((slide, i) => {
        const image = <Img src={slide.image} alt={slide.alt} fallback="goods" eager={i === 0} className={styles.image} />;
        const isActive = i === index;
        return (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={m['ui.carouselSlide']({ index: i + 1, total: count })}
            aria-hidden={!isActive}
            inert={!isActive}
            data-active={isActive}
            className={styles.slide}
            style={slide.background ? assignInlineVars({ [styles.slideBackground]: slide.background }) : undefined}
          >
            {slide.href
              ? (renderLink ?? defaultLink)({
                  href: slide.href,
                  blank: slide.blank ?? false,
                  className: styles.slideLink,
                  children: image,
                })
              : image}
          </div>
        );
      })}
      {count > 1 && (
        <>
          <button type="button" className={styles.prev} aria-label={m['ui.carouselPrev']()} onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.next} aria-label={m['ui.carouselNext']()} onClick={() => go(index + 1)}>
            <span aria-hidden="true">›</span>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={m['ui.carouselGoTo']({ index: i + 1 })}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
          {interval > 0 && !still && (
            <button
              type="button"
              className={styles.pause}
              aria-pressed={stopped}
              aria-label={m['ui.carouselPause']()}
              onClick={() => setStopped((s) => !s)}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          )}
        </>
      )}
    </section>
  );
}

function defaultLink({ href, blank, className, children }: { href: string; blank: boolean; className: string; children: ReactNode }) {
  return (
    <a href={href} className={className} {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
