/**
 * The news widget's options with their defaults (README › News widget, "Options"), as a zod/mini schema. behaviorChoice
 * and sourceChoice stay plain strings here: a missing or unknown value is the catalogued error 6 or 3 (see setup.ts),
 * not a generic invalid-option diagnostic. first-calls.ts reads the few options of the first calls without zod, with
 * the same coercions and defaults (a property test holds them equal).
 */
import * as z from 'zod/mini';
import { flag, numberish, toCodes } from '../../src/core';

import { TEMPLATES } from './skeleton';

export { TEMPLATES, type Template } from './skeleton';

/** Topic codes: a JSON array, or a comma-separated string (how the CMS stores some lists). */
export const topicList = () =>
  z.pipe(
    z.union([z.array(z.string()), z.string()]),
    z.transform((v) => toCodes(v)),
  );

const count = (def: number) => z._default(z.pipe(numberish(), z.int().check(z.minimum(1), z.maximum(200))), def);
const on = (def: boolean) => z._default(flag(), def);

export const NewsOptionsSchema = z.looseObject({
  behaviorChoice: z.optional(z.string()),
  sourceChoice: z.optional(z.string()),
  manualMotifsList: z._default(topicList(), []),
  /** Legacy name of the manual list, read when manualMotifsList is empty. */
  motifs: z._default(topicList(), []),
  hasLeadMotifs: on(false),
  leadMotifs: z._default(topicList(), []),
  nbLeadArticles: count(1),
  nbArticlesTotal: count(3),
  nbArticlesPagination: count(120),
  itemsByColumn: z._default(z.pipe(numberish(), z.int().check(z.minimum(1), z.maximum(12))), 3),
  templateChoice: z._default(z.enum(TEMPLATES), 'tpl_thumbnail'),
  /** 'auto' (the article's own topics) or a fixed topic code, used in the article links. */
  articleLinkType: z._default(z.string(), 'auto'),
  addDate: on(true),
  dateType: z._default(z.enum(['mini', 'full']), 'full'),
  truncateResume: z._default(z.pipe(numberish(), z.int().check(z.minimum(0))), 200),
  addRelatedArticles: on(true),
  nbArticlesRelated: count(3),
  hasSocialSharing: on(true),
  shareFacebook: on(true),
  shareTwitter: on(true),
  shareLinkedin: on(true),
  sharePrint: on(true),
  shareEmail: on(true),
  shareCopy: on(true),
  /** The link-to-all text ('' → no link) and its target (default: the parent page). */
  linkToAll: z._default(z.string(), ''),
  linkToAllUrl: z._default(z.string(), ''),
  linkToAllPosition: z._default(z.enum(['article', 'related']), 'article'),
  showFilters: on(false),
  mediaAlternate: on(false),
  hasPagination: on(false),
  showIndicators: on(true),
  linkOnItems: on(true),
  /** The widget title ('' → none) and the heading levels (h3 and h4 by default). */
  title: z._default(z.string(), ''),
  titleLevel: z._default(z.pipe(numberish(), z.int().check(z.minimum(1), z.maximum(6))), 3),
  itemTitleLevel: z._default(z.pipe(numberish(), z.int().check(z.minimum(1), z.maximum(6))), 4),
  /** Spinner type of the loader (1 to 4). */
  loaderType: z._default(z.pipe(numberish(), z.int().check(z.minimum(1), z.maximum(4))), 1),
});

export type NewsOptions = z.infer<typeof NewsOptionsSchema>;
