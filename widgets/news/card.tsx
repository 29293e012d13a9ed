/**
 * The parts of an article card (spec §2.6): image (srcset from the news host), title (h4 by default), date and
 * summary (text, cut to truncateResume on whole words). Video articles get the play style.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { NewsOptions } from './options';
import type { Article } from './responses';
import { formatDate, summaryText } from './format';
import { imageBox, imageUrl, isVideo, pickMedia, ratioOf, sizesFor, srcset } from './images';
import { useText } from './text';

export interface CardEnv {
  o: NewsOptions;
  host: string;
  /** Topic code → description (the subscribed topics), for the card's topic label. */
  labels: Record<string, string>;
  href: (a: Article) => string;
}

export const CardContext = createContext<CardEnv | null>(null);

export function useCard(): CardEnv {
  const env = useContext(CardContext);
  if (!env) throw new Error('news card outside its list');
  return env;
}

export const videoClass = (a: Article): string => (isVideo(a.motifs) ? ' dm-news-video' : '');

function MaybeLink({ a, children, className, hidden }: { a: Article; children: ReactNode; className?: string; hidden?: boolean }) {
  const { o, href } = useCard();
  if (!o.linkOnItems) return <>{children}</>;
  return (
    <a href={href(a)} className={className} {...(hidden ? { tabIndex: -1, 'aria-hidden': true } : {})}>
      {children}
    </a>
  );
}

export function CardImage({ a, className = 'img-responsive', sizes }: { a: Article; className?: string; sizes?: string }) {
  const { o, host } = useCard();
  const ratio = ratioOf(o.mediaAlternate);
  const media = pickMedia(a.medias, ratio);
  if (!media) return null;
  return (
    <MaybeLink a={a} className={'dm-news-image' + videoClass(a)} hidden>
      <img
        className={className}
        src={imageUrl(host, media.url, 'xbig')}
        srcSet={srcset(host, media.url)}
        sizes={sizes ?? sizesFor(o.itemsByColumn)}
        {...imageBox(media, ratio)}
        alt=""
        loading="lazy"
        decoding="async"
      />
    </MaybeLink>
  );
}

export function CardTitle({ a, className }: { a: Article; className?: string }) {
  const { o } = useCard();
  const H = `h${o.itemTitleLevel}` as 'h4';
  return (
    <H className={className}>
      <MaybeLink a={a}>{a.title}</MaybeLink>
    </H>
  );
}

export function CardDate({ a }: { a: Article }) {
  const { o } = useCard();
  const t = useText();
  const text = o.addDate ? formatDate(o.dateType, a.dateUpdate_ts, a.dateUpdate, t) : '';
  return text ? <p className={`dm-news-date dm-news-date-${o.dateType}`}>{text}</p> : null;
}

export function CardSummary({ a }: { a: Article }) {
  const { o } = useCard();
  const text = summaryText(a.summary, o.truncateResume);
  return text ? <p className="dm-news-summary">{text}</p> : null;
}

export function CardTopic({ a }: { a: Article }) {
  const { labels } = useCard();
  const code = a.motifs.find((m) => labels[m]);
  return code ? <p className="dm-news-topic">{labels[code]}</p> : null;
}
