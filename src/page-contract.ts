/**
 * zod/mini schemas of the page contract (README › The page contract). Runs in the runtime chunk: the entry's small
 * reader (config.ts) already applied the defaults; this names every invalid field for integrators.
 */
import * as z from 'zod/mini';
import { rawConfig, readJsonScript, DATA_ID } from './config';
import type { Diagnostic } from './errors';
import { flag, numberish } from './zod-options';

const pageRecord = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  module: z.optional(z.string()),
  action: z.optional(z.string()),
  slug: z.optional(z.string()),
  lang: z.optional(z.string()),
  level: z.optional(z.union([z.number(), z.string()])),
  infos: z.optional(z.nullable(z.union([z.string(), z.record(z.string(), z.unknown())]))),
});

export const PageConfigSchema = z.looseObject({
  page_id: z.optional(numberish()),
  culture: z.optional(z.string()),
  script_name: z.optional(z.string()),
  debug: z.optional(flag()),
  env: z.optional(z.enum(['dev', 'prod'])),
  news_host: z.optional(z.string()),
  templates: z.optional(z.string()),
  plugins: z.optional(z.string()),
  report_url: z.optional(z.string().check(z.regex(/^(\s*|https?:\/\/\S+|\/\S*)$/i, 'expected an http(s) URL or a path, e.g. "/_reports"'))),
  speculation: z.optional(z.enum(['prerender', 'prefetch', 'off'])),
  report_sample: z.optional(z.pipe(numberish(), z.number().check(z.minimum(0), z.maximum(1)))),
});

export const PageDataSchema = z.looseObject({
  currentPageObject: z.optional(pageRecord),
  currentPage: z.optional(pageRecord),
  parentCurrentPage: z.optional(z.nullable(pageRecord)),
  grandParentCurrentPage: z.optional(z.nullable(pageRecord)),
  rearGrandParentCurrentPage: z.optional(z.nullable(pageRecord)),
  settings: z.optional(z.record(z.string(), z.unknown())),
  constantes: z.optional(z.record(z.string(), z.unknown())),
  ipClient: z.optional(z.string()),
  isIpClientImpersonate: z.optional(flag()),
  hasDmSettingMotifFilterIpJson: z.optional(flag()),
});

/**
 * Diagnostics for the page config and page data (none when both are valid). The code that words them
 * (issue-messages.ts) loads only when there is one.
 */
export async function checkPageContract(doc: Document): Promise<Diagnostic[]> {
  const found: [string, unknown, z.core.$ZodIssue][] = [];
  const config = rawConfig(doc);
  const c = PageConfigSchema.safeParse(config);
  if (!c.success) for (const issue of c.error.issues) found.push(['Page config (#dm-page-config)', config, issue]);
  const data = readJsonScript(doc, DATA_ID);
  if (data !== undefined) {
    const d = PageDataSchema.safeParse(data);
    if (!d.success) for (const issue of d.error.issues) found.push(['Page data (#dm-page-data)', data, issue]);
  }
  if (!found.length) return [];
  const { describeIssue } = await import('./issue-messages');
  return found.map(([what, input, issue]) => describeIssue(what, input, issue, 'fix the value printed by the page layout'));
}
