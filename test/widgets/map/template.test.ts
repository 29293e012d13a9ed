import { describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import { fetchTemplate, renderInfo, safeUrl, TEMPLATE_FILE } from '../../../widgets/map/template';
import type { Http } from '../../../src/http';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;
const hrefs = (html: string) => [...parse(html).querySelectorAll('a')].map((a) => a.getAttribute('href'));

const template = fs.readFileSync(new URL('../../../templates/bs3/' + TEMPLATE_FILE, import.meta.url), 'utf8');

describe('info-window template', () => {
  it('is fetched as text, shared page-wide, from the template base path', async () => {
    const request = vi.fn(async (_url: string, _options?: object) => 'tpl');
    await fetchTemplate({ request } as unknown as Http, '/templates/bs3/');
    await fetchTemplate({ request } as unknown as Http, '/cdn/templates/bs3');
    expect(request.mock.calls[0]).toEqual(['/templates/bs3/lepcontent-gmap_with_lepcontent-show.mustache', expect.objectContaining({ as: 'text', share: true })]);
    expect(request.mock.calls[1][0]).toBe('/cdn/templates/bs3/lepcontent-gmap_with_lepcontent-show.mustache');
  });

  it('renders the office: title, address lines, zip code, city, phones, email, website, page link', () => {
    const html = renderInfo(template, {
      title: 'Armor Expertise Rennes', address: '12 bd de la Liberté', address_2: 'Bât. A', address_3: '', zip_code: '35000', city: 'Rennes',
      tel: '02 99 00 12 34', mobile: '06 12 34 56 78', fax: '02 99 00 12 35', email: 'rennes@example.org', url: 'www.example.org', pagelink: '/fr/nos-cabinets/rennes',
    });
    const text = parse(html).textContent!.replace(/\s+/g, ' ');
    for (const s of ['Armor Expertise Rennes', '12 bd de la Liberté', 'Bât. A', '35000 Rennes', 'Tél. : 02 99 00 12 34', 'Fax : 02 99 00 12 35', 'rennes@example.org', 'www.example.org']) {
      expect(text).toContain(s);
    }
    expect(hrefs(html)).toEqual(['tel:0299001234', 'tel:0612345678', 'mailto:rennes@example.org', 'https://www.example.org', '/fr/nos-cabinets/rennes']);
  });

  it('escapes record values and drops unsafe URLs', () => {
    const html = renderInfo(template, {
      title: '<img src=x onerror=alert(1)>', address: '<script>alert(1)</script>', city: 'Rennes & Co', zip_code: '35000',
      url: 'javascript:alert(1)', pagelink: ' JavaScript:alert(2)', email: 'x@example.org" onmouseover="alert(1)', tel: '<b>02</b>',
    });
    const body = parse(html);
    expect(body.querySelectorAll('img, script, b, [onmouseover], [onerror]')).toHaveLength(0);
    expect(hrefs(html).filter((h) => /javascript:/i.test(h ?? ''))).toEqual([]);
    expect(body.querySelector('.dm-map-info__title')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(body.textContent).toContain('Rennes & Co');
  });

  it('accepts only http(s), mailto, tel and same-site URLs', () => {
    expect(safeUrl('https://a.example/x', 'https://site.example/')).toBe('https://a.example/x');
    expect(safeUrl('/fr/page', 'https://site.example/')).toBe('/fr/page');
    expect(safeUrl('mailto:a@b.c', 'https://site.example/')).toBe('mailto:a@b.c');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '  ']) expect(safeUrl(bad, 'https://site.example/')).toBe('');
  });
});
