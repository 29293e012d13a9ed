/**
 * zod/mini schemas of the news service's answers (README › News widget, "Calls"), and their reading into the widget's
 * shapes. A list answer without data.articles is one article; an invalid article inside a list is dropped (and logged),
 * an answer of the wrong shape is a RequestError of kind 'schema' (src/http.ts).
 */
import * as z from 'zod/mini';
import { numberish, warn, validate } from '../../src/core';
import { parseMedias, type Media } from './images';
import { saneSeconds } from './timestamps';
import { ARTICLE_ID } from './article-id';

const id = z.union([z.number(), z.string().check(z.minLength(1))]);
const text = z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? ''));

export const ArticleSchema = z.looseObject({
  id,
  title: z.string(),
  summary: text,
  slug: z.string(),
  motifs: z._default(z.array(z.string()), []),
  mediasPaths: text,
  dateUpdate: text,
  dateUpdate_ts: z.optional(z.nullable(numberish())),
});

export interface Article {
  id: string;
  title: string;
  summary: string;
  slug: string;
  motifs: string[];
  medias: Media[];
  dateUpdate: string;
  dateUpdate_ts?: number;
}

export const ListResponseSchema = z.looseObject({
  data: z.optional(z.looseObject({
    articles: z.optional(z.array(z.unknown())),
    arrayPagination: z.optional(z.looseObject({ countArticle: z.optional(numberish()) })),
  })),
  info: z.optional(z.unknown()),
});

export interface ArticleList {
  articles: Article[];
  /** data.data.arrayPagination.countArticle, else the number of articles. */
  count: number;
  /** data.info: the service's debug info. */
  info?: unknown;
}

export const FullArticleSchema = z.looseObject({
  article: z.string(),
  data: z.looseObject({
    motif: z._default(z.nullable(z.record(z.string(), z.unknown())), {}),
    mediasPaths: text,
    externalKey: z._default(z.nullable(z.union([z.string(), z.number()])), ''),
    id,
    title: z.optional(z.string()),
    /** The article record's dates, as in the lists (the service sends them; an answer without them shows no date). */
    dateUpdate: z.optional(z.string()),
    dateUpdate_ts: z.optional(z.nullable(numberish())),
  }),
});

export interface FullArticle {
  id: string;
  html: string;
  title: string;
  motifs: string[];
  medias: Media[];
  externalKey: string;
  dateUpdate?: string;
  dateUpdate_ts?: number;
}

export const SubscribedSchema = z.looseObject({ motifs: z.record(z.string(), z.string()) });

const articleId = z.union([z.int().check(z.positive()), z.string().check(z.regex(ARTICLE_ID, 'expected an article id'))]);

export const SlugSchema = z.union([
  z.looseObject({ success: z.unknown() }),
  z.looseObject({ articleId }),
]);

export function toArticle(value: unknown): Article {
  const a = validate(ArticleSchema, value, 'article');
  return {
    id: String(a.id), title: a.title, summary: a.summary, slug: a.slug, motifs: a.motifs,
    medias: parseMedias(a.mediasPaths), dateUpdate: a.dateUpdate, dateUpdate_ts: saneSeconds(a.dateUpdate_ts),
  };
}

/**
 * The most articles any call asks for (the options' 200 per page, news-options.ts; the related articles' n + 1): the
 * items of an answer past them are never shown, so they are not read either (an answer of 20,000 articles would
 * otherwise hold the main thread for each).
 */
export const MOST_PER_CALL = 201;

export function readList(value: unknown): ArticleList {
  const r = validate(ListResponseSchema, value, 'article list');
  const raw = r.data?.articles;
  if (!raw) return { articles: [toArticle(value)], count: 1, info: r.info };
  const articles: Article[] = [];
  for (const item of raw) {
    if (articles.length === MOST_PER_CALL) break;
    try {
      articles.push(toArticle(item));
    } catch (e) {
      warn('news: article left out', e instanceof Error ? e.message : e);
    }
  }
  return { articles, count: r.data?.arrayPagination?.countArticle ?? articles.length, info: r.info };
}

export function readFullArticle(value: unknown): FullArticle {
  const { article, data } = validate(FullArticleSchema, value, 'article');
  return {
    id: String(data.id), html: article, title: data.title ?? '', motifs: Object.keys(data.motif ?? {}),
    medias: parseMedias(data.mediasPaths), externalKey: String(data.externalKey ?? ''),
    dateUpdate: data.dateUpdate, dateUpdate_ts: saneSeconds(data.dateUpdate_ts),
  };
}

/** The subscribed-topics map: code → description (the text after 'CODE : '). */
export function readSubscribed(value: unknown): Record<string, string> {
  const { motifs } = validate(SubscribedSchema, value, 'subscribed topics');
  const out: Record<string, string> = {};
  for (const [code, label] of Object.entries(motifs)) {
    const prefix = `${code} : `;
    out[code] = label.startsWith(prefix) ? label.slice(prefix.length) : label.replace(/^[^:]*:\s*/, '') || code;
  }
  return out;
}

/** The article id of a slug lookup, or null when the answer has a success field (not found). */
export function readSlug(value: unknown): string | null {
  const r = validate(SlugSchema, value, 'slug lookup');
  return 'success' in r || !('articleId' in r) ? null : String(r.articleId);
}
