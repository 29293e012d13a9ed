/**
 * The carousel frame (README › News widget, "Options": templateChoice, showIndicators): Bootstrap 3 markup, the first
 * item active, a 5000 ms interval, indicators (showIndicators), pause on hover and on focus, a pause button, no
 * autoplay under prefers-reduced-motion (the template tells it), and keyboard controls (arrow keys on the carousel, buttons for previous, next
 * and each slide). Loaded on demand; the slides' content and the texts come from the template (templates.tsx), so this
 * chunk imports nothing else of the widget.
 */
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { NewsText } from '../../src/core';

export interface Slide {
  id: string;
  className: string;
  content: ReactNode;
}

/** The texts the carousel shows: a pick of the page language's news texts (a type only: nothing of the catalogue is
 * imported at run time). */
export type CarouselText = Pick<NewsText, 'carouselRole' | 'slideRole' | 'previous' | 'next' | 'play' | 'pause' | 'goToSlide' | 'slide'>;

export interface CarouselProps {
  slides: Slide[];
  label: string;
  showIndicators: boolean;
  /** Whether it plays by itself (not under prefers-reduced-motion); the pause button still starts it. */
  autoplay: boolean;
  text: CarouselText;
}

export const INTERVAL_MS = 5000;

export function Carousel({ slides, label, showIndicators, autoplay, text }: CarouselProps) {
  const id = useId();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(!autoplay);
  const n = slides.length;
  const go = (i: number) => setActive(((i % n) + n) % n);

  useEffect(() => {
    if (n < 2 || stopped || hovered || focused) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % n), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [n, stopped, hovered, focused]);

  useEffect(() => {
    if (active >= n) setActive(0);
  }, [active, n]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(active - 1);
    else if (e.key === 'ArrowRight') go(active + 1);
    else return;
    e.preventDefault();
  };

  return (
    <div
      className="carousel slide dm-news-carousel"
      role="region"
      aria-roledescription={text.carouselRole}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      {/* The WAI-ARIA APG carousel's rotation control, first in the carousel's Tab order (it is drawn at its top right):
          its label says what a press does (Pause / Lecture), and it carries no aria-pressed, which with a changing
          label read as "Lecture, pressed" while stopped. */}
      {n > 1 && (
        <button type="button" className="btn btn-default btn-xs dm-news-carousel-pause" onClick={() => setStopped((s) => !s)}>
          {stopped ? text.play : text.pause}
        </button>
      )}
      {showIndicators && n > 1 && (
        <ol className="carousel-indicators">
          {slides.map((a, i) => (
            <li key={a.id} className={i === active ? 'active' : undefined}>
              <button type="button" aria-label={text.goToSlide(i + 1, n)} aria-current={i === active ? 'true' : undefined} aria-controls={`${id}-${i}`} onClick={() => go(i)} />
            </li>
          ))}
        </ol>
      )}
      <div className="carousel-inner" aria-live={stopped || focused ? 'polite' : 'off'}>
        {slides.map((a, i) => (
          <div key={a.id} id={`${id}-${i}`} className={'item ' + a.className + (i === active ? ' active' : '')} role="group" aria-roledescription={text.slideRole} aria-label={text.slide(i + 1, n)} data-article-id={a.id}>
            {a.content}
          </div>
        ))}
      </div>
      {n > 1 && (
        <>
          <button type="button" className="left carousel-control" onClick={() => go(active - 1)}>
            <span className="glyphicon glyphicon-chevron-left" aria-hidden="true" />
            <span className="sr-only">{text.previous}</span>
          </button>
          <button type="button" className="right carousel-control" onClick={() => go(active + 1)}>
            <span className="glyphicon glyphicon-chevron-right" aria-hidden="true" />
            <span className="sr-only">{text.next}</span>
          </button>
        </>
      )}
    </div>
  );
}
