/**
 * The list templates in Bootstrap 3 markup (README › News widget, "Options": templateChoice, itemsByColumn):
 * thumbnails, media list, simple list and icon list (the carousel is carousel.tsx, loaded on demand). Grid columns: 12
 * / itemsByColumn on md, half width on sm.
 */
import type { ComponentType } from 'react';
import { WithCode } from '../../src/view-notices';
import { carouselCode } from './parts';
import type { Template } from './news-options';
import type { Article } from './responses';
import { colClass, skeletonCards } from './skeleton';
import { DomBox } from './status';
import { withEarlyImages } from './early-images';
import { CardImage, CardText, useCard, videoClass } from './card';
import { prefersReducedMotion } from './motion';
import { useText } from './text';

export function CarouselTemplate({ articles }: TemplateProps) {
  const { o, el } = useCard();
  const text = useText();
  const slides = articles.map((a, i) => ({
    id: a.id,
    className: 'dm-news-item' + videoClass(a),
    content: (
      <>
        <CardImage a={a} index={i} template="tpl_carousel" />
        <div className="carousel-caption">
          <CardText a={a} />
        </div>
      </>
    ),
  }));
  // Until its code comes, the cards' skeleton (the one the entry drew, with the first images shown in it).
  return (
    <WithCode code={carouselCode} el={el} pending={<DomBox build={(doc) => withEarlyImages(el, skeletonCards(doc, o, articles.length))} />}>
      {(Carousel) => <Carousel slides={slides} label={o.title || text.carousel} showIndicators={o.showIndicators} autoplay={!prefersReducedMotion()} text={text} />}
    </WithCode>
  );
}

export interface TemplateProps {
  articles: Article[];
}


export function Thumbnails({ articles }: TemplateProps) {
  const { o } = useCard();
  return (
    <ul className="row list-unstyled dm-news-thumbnails">
      {articles.map((a, i) => (
        <li key={a.id} className={colClass(o.itemsByColumn) + ' dm-news-item' + videoClass(a)} data-article-id={a.id}>
          <div className="thumbnail">
            <CardImage a={a} index={i} />
            <div className="caption">
              <CardText a={a} topic />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function MediaList({ articles }: TemplateProps) {
  return (
    <ul className="media-list dm-news-medialist">
      {articles.map((a, i) => (
        <li key={a.id} className={'media dm-news-item' + videoClass(a)} data-article-id={a.id}>
          <div className="media-left">
            <CardImage a={a} index={i} template="tpl_medialist" />
          </div>
          <div className="media-body">
            <CardText a={a} topic titleClass="media-heading" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function SimpleList({ articles }: TemplateProps) {
  return (
    <ul className="list-unstyled dm-news-simple-list">
      {articles.map((a) => (
        <li key={a.id} className={'dm-news-item' + videoClass(a)} data-article-id={a.id}>
          <CardText a={a} summary={false} />
        </li>
      ))}
    </ul>
  );
}

export function IconList({ articles }: TemplateProps) {
  const { o } = useCard();
  return (
    <ul className="row list-unstyled dm-news-iconlist">
      {articles.map((a) => (
        <li key={a.id} className={colClass(o.itemsByColumn) + ' dm-news-item' + videoClass(a)} data-article-id={a.id}>
          <span className={'dm-news-icon glyphicon ' + (videoClass(a) ? 'glyphicon-play-circle' : 'glyphicon-file')} aria-hidden="true" />
          <div className="dm-news-icon-body">
            <CardText a={a} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export const TEMPLATE_COMPONENTS: Record<Template, ComponentType<TemplateProps>> = {
  tpl_thumbnail: Thumbnails,
  tpl_medialist: MediaList,
  tpl_carousel: CarouselTemplate,
  tpl_simple_list: SimpleList,
  tpl_iconlist: IconList,
};
