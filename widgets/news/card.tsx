/**
 * The parts of an article card (README › News widget, "Options"): image (srcset from the news host), title (h4 by
 * default), date and summary (text, cut to truncateResume on whole words, whole at 0). Video articles' cards get the
 * play style.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { NewsOptions, Template } from './news-options';
import type { Article } from './responses';
import { formatDate, summaryText } from './format';
import { cardImageClass, cardSizes, firstRow, imageBox, imageUrl, isVideo, pickMedia, ratioOf, srcset } from './images';
import { useText } from './text';
import { DomBox } from './status';
import { earlyImage } from './early-images';
import { onScreen } from './on-screen';

export interface CardEnv {
  o: NewsOptions;
  host: string;
  /** Topic code → description (the subscribed topics), for the card's topic label. */
  labels: Record<string, string>;
  href: (a: Article) => string;
  /** How the first cards' images load (the others are lazy): eagerCards(). */
  eager?: Eager;
  /** The placeholder: the images shown in its skeleton before the cards (early-images.ts) become theirs. */
  el?: Element;
}

export interface Eager {
  /** The first `count` cards' images load at once (they are in the first viewport). */
  count: number;
  /** The first card's image is the page's first news image in view: fetchpriority="high". */
  priority: boolean;
}

let priorityTaken = false;

/**
 * Whether a list's first images are in the first viewport (the placeholder's top is on screen when its cards come):
 * then its first row loads at once, and the page's first such image gets fetchpriority="high" (it is usually the
 * largest paint). Call once per list.
 */
export function eagerCards(el: Element | undefined, o: Pick<NewsOptions, 'templateChoice' | 'itemsByColumn'>): Eager {
  const visible = !!el && typeof innerHeight === 'number' && onScreen(el);
  if (!visible) return { count: 0, priority: false };
  const priority = !priorityTaken;
  priorityTaken = true;
  return { count: firstRow(o), priority };
}

export const CardContext = createContext<CardEnv | null>(null);

export function useCard(): CardEnv {
  const env = useContext(CardContext);
  if (!env) throw new Error('news card outside its list');
  return env;
}

/** A video article's card gets the play style (drawn on its image, news.css), whatever linkOnItems says. */
export const videoClass = (a: Article): string => (isVideo(a.motifs) ? ' dm-news-video' : '');

/**
 * The card's link where linkOnItems is on (prerendered where the page's speculation rules allow: src/speculation.ts);
 * otherwise its content, in a box where it has a class (the image's).
 */
function MaybeLink({ a, children, className, hidden }: { a: Article; children: ReactNode; className?: string; hidden?: boolean }) {
  const { o, href } = useCard();
  if (!o.linkOnItems) return className ? <span className={className}>{children}</span> : <>{children}</>;
  return (
    <a href={href(a)} className={'dm-prerender' + (className ? ' ' + className : '')} {...(hidden ? { tabIndex: -1, 'aria-hidden': true } : {})}>
      {children}
    </a>
  );
}

/**
 * The card's image in a box of the widget's ratio; a card without a usable image gets the empty box, so that every
 * card of a list has the same height. `index`: the card's place in the list (the first ones load at once).
 */
export function CardImage({ a, index, template = 'tpl_thumbnail' }: { a: Article; index: number; template?: Template }) {
  const { o, host, eager, el } = useCard();
  const ratio = ratioOf(o.mediaAlternate);
  const media = pickMedia(a.medias, ratio);
  const box = cardImageClass(template, ratio);
  if (!media) return <div className={'dm-news-noimage ' + box} />;
  const now = !!eager && index < eager.count;
  const src = imageUrl(host, media.url, 'xbig');
  // The same image shown in the skeleton before the cards: the card takes that element (loaded, and the page's
  // largest paint, which stays in the page).
  const early = earlyImage(el, index, src);
  return (
    <MaybeLink a={a} className="dm-news-image" hidden>
      {early ? <DomBox build={() => early} className="dm-news-early" /> : <img
        className={box}
        src={src}
        srcSet={srcset(host, media.url)}
        sizes={cardSizes(template, o.itemsByColumn)}
        {...imageBox(media, ratio)}
        alt=""
        loading={now ? 'eager' : 'lazy'}
        fetchPriority={now && index === 0 && eager.priority ? 'high' : undefined}
        decoding={now ? undefined : 'async'}
      />}
    </MaybeLink>
  );
}

export function CardTitle({ a, className }: { a: Article; className?: string }) {
  const { o } = useCard();
  const H = `h${o.itemTitleLevel}` as 'h4';
  return (
    <H className={'dm-news-item-title' + (o.linkOnItems ? ' dm-news-linked' : '') + (className ? ' ' + className : '')}>
      <MaybeLink a={a}>{a.title}</MaybeLink>
    </H>
  );
}

// The date, summary and topic lines keep their (fixed) height when empty: every card of a list is as tall as its
// skeleton (skeleton.ts).
export function CardDate({ a }: { a: Article }) {
  const { o } = useCard();
  const text = useText();
  return o.addDate ? <p className={`dm-news-date dm-news-date-${o.dateType}`}>{formatDate(o.dateType, a.dateUpdate_ts, a.dateUpdate, text)}</p> : null;
}

export function CardSummary({ a }: { a: Article }) {
  const { o } = useCard();
  // truncateResume 0: the summary whole (README option table: '0: no cut').
  return <p className="dm-news-summary">{summaryText(a.summary, o.truncateResume)}</p>;
}

export function CardTopic({ a }: { a: Article }) {
  const { labels } = useCard();
  const code = a.motifs.find((m) => labels[m]);
  return <p className="dm-news-topic">{code ? labels[code] : ''}</p>;
}

/** A card's text, in every template's order: the topic (where the template shows it), title, date and summary. */
export function CardText({ a, topic = false, summary = true, titleClass }: { a: Article; topic?: boolean; summary?: boolean; titleClass?: string }) {
  return (
    <>
      {topic && <CardTopic a={a} />}
      <CardTitle a={a} className={titleClass} />
      <CardDate a={a} />
      {summary && <CardSummary a={a} />}
    </>
  );
}
