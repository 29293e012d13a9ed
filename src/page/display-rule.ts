/**
 * The display rule of CMS pages (README › Display rules (DISPLAY_FOR_LIST)): a page's infos may carry DISPLAY_FOR_LIST,
 * one or more rules 'DISPLAY_FOR_{setting}_EQUALS_{value}_' (written one after the other, or separated by commas,
 * spaces, ';' or '|'; or a JSON array of them), meaning the page is meant only for sites whose setting has that value.
 * Rules on the same setting are alternatives (any value will do); rules on different settings must all hold. A rule
 * holds for the page that carries it and every page under it.
 *
 * Where the rule is enforced is the server's business: it renders the page or not, and the front end cannot hide a
 * page it was sent. What the front end does, in dev mode only (this module loads on dev pages only), is make a wrong
 * set-up visible: a page diagnostic when the current page or an ancestor carries a rule that the site settings do not
 * meet, naming the page, the rule, the setting and the site's value.
 */
import type { PageContext } from '../page-context';
import type { PageRecord } from '../config';
import type { Diagnostic, report as Report } from '../errors';

export interface DisplayRule {
  setting: string;
  value: string;
  /** The rule as written. */
  text: string;
}

const RULE = /DISPLAY_FOR_(.+?)_EQUALS_(.*?)_(?=DISPLAY_FOR_|[\s,;|]|$)/g;

/** The rules of a DISPLAY_FOR_LIST value; [] when there is none (or nothing readable). */
export function parseDisplayRules(list: unknown): DisplayRule[] {
  const text = Array.isArray(list) ? list.filter((v) => typeof v === 'string').join(',') : typeof list === 'string' ? list : '';
  return [...text.matchAll(RULE)].map((m) => ({ setting: m[1], value: m[2], text: m[0] }));
}

export interface UnmetRule {
  page: PageRecord;
  setting: string;
  /** The values the page's rules allow. */
  values: string[];
  rules: string[];
  /** The site's value of the setting (undefined when it has none). */
  actual: string | undefined;
}

const settingText = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;

/** The rules of the current page and its ancestors that the site settings do not meet, one per page and setting. */
export function unmetRules(ctx: PageContext): UnmetRule[] {
  const unmet: UnmetRule[] = [];
  for (const page of ctx.pages()) {
    const bySetting = new Map<string, DisplayRule[]>();
    for (const rule of parseDisplayRules(ctx.infos(page).DISPLAY_FOR_LIST)) {
      bySetting.set(rule.setting, [...(bySetting.get(rule.setting) ?? []), rule]);
    }
    for (const [setting, rules] of bySetting) {
      const actual = settingText(ctx.setting(setting));
      const values = rules.map((r) => r.value);
      if (actual === undefined || !values.includes(actual)) unmet.push({ page, setting, values, rules: rules.map((r) => r.text), actual });
    }
  }
  return unmet;
}

const quoted = (values: string[]) => values.map((v) => `'${v}'`).join(' or ');

export function diagnosticOf({ page, setting, values, rules, actual }: UnmetRule, current: PageRecord | undefined): Diagnostic {
  const which = page === current ? 'This page' : `Its ancestor page '${page.name ?? page.slug ?? ''}' (id ${page.id ?? '?'})`;
  const site = actual === undefined ? `this site has no ${setting} setting` : `this site's ${setting} is '${actual}'`;
  return {
    code: 'display-rule',
    warning: `${which} is meant only for sites whose ${setting} is ${quoted(values)} (DISPLAY_FOR_LIST: ${rules.join(', ')}), but ${site}.`,
    help:
      'The server rendered it anyway; the front end cannot hide it. Fix the rule in the page edit (Intégration tab, Infos field), ' +
      `or the site's ${setting} setting, or do not publish the page on this site.`,
  };
}

/**
 * Dev mode: one diagnostic per unmet rule, at the top of the page container. The runtime passes its report(), so that
 * this chunk shares no code with the runtime and adds nothing to the entry's preload lists.
 */
export function install(ctx: PageContext, report: typeof Report): void {
  if (!ctx.dev) return;
  const unmet = unmetRules(ctx);
  if (!unmet.length) return;
  const holder = ctx.doc.createElement('div');
  holder.className = 'dm-display-rule container';
  (ctx.doc.getElementById('dm_page') ?? ctx.doc.body).prepend(holder);
  for (const rule of unmet) {
    const box = holder.appendChild(ctx.doc.createElement('div'));
    report(box, diagnosticOf(rule, ctx.data.currentPage), true);
  }
}
