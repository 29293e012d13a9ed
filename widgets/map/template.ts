/**
 * The info-window template (README › Office-map widget, "Calls"): lepcontent-gmap_with_lepcontent-show under the
 * template base path, fetched asynchronously once per page, rendered with mustache (values escaped). URLs are checked
 * before rendering: only http(s), mailto:, tel: and same-site paths survive, so no javascript: link reaches an info
 * window.
 */
import Mustache from 'mustache';
import type { Http } from '../../src/core';
import type { OfficeRecord } from './records';

export const TEMPLATE_NAME = 'lepcontent-gmap_with_lepcontent-show';
export const TEMPLATE_FILE = TEMPLATE_NAME + '.mustache';

export function fetchTemplate(http: Http, base: string, signal?: AbortSignal): Promise<string> {
  const url = (base.endsWith('/') ? base : base + '/') + TEMPLATE_FILE;
  return http.request<string>(url, { as: 'text', share: true, signal });
}

/** The URL when it is safe in an href (http, https, mailto, tel, or a path on this site), else ''. */
export function safeUrl(value: string | null | undefined, base = globalThis.location?.href ?? 'http://localhost/'): string {
  const v = (value ?? '').trim();
  if (!v) return '';
  try {
    const u = new URL(v, base);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(u.protocol) ? v : '';
  } catch {
    return '';
  }
}

/** A website as typed in the CMS ('www.cabinet.fr') becomes an absolute http(s) URL. */
const website = (value: string | null | undefined): string => {
  const v = (value ?? '').trim();
  return safeUrl(/^[a-z][a-z0-9+.-]*:/i.test(v) || v.startsWith('/') ? v : v && 'https://' + v);
};

const telHref = (value: string | null | undefined): string => {
  const digits = (value ?? '').replace(/[^\d+]/g, '');
  return digits ? 'tel:' + digits : '';
};

/** The view handed to the template: the record's fields plus checked links. */
export function templateView(record: OfficeRecord): Record<string, unknown> {
  const email = (record.email ?? '').trim();
  return {
    ...record,
    url: website(record.url),
    url_label: (record.url ?? '').trim().replace(/^https?:\/\//i, '').replace(/\/$/, ''),
    pagelink: safeUrl(record.pagelink),
    email_href: /^[^\s@:]+@[^\s@:]+$/.test(email) ? safeUrl('mailto:' + email) : '',
    tel_href: telHref(record.tel),
    mobile_href: telHref(record.mobile),
  };
}

export const renderInfo = (template: string, record: OfficeRecord): string => Mustache.render(template, templateView(record));
