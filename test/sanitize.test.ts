// @vitest-environment jsdom
// DOMPurify is unsafe under happy-dom: the sanitizer is tested in jsdom (and in Chromium by the browser tests).
import { describe, expect, it } from 'vitest';
import { sanitizeFragment } from '../src/sanitize';

/** The sanitized fragment, serialized (jsdom), to compare as text. */
function sanitizeHtml(dirty: string): string {
  const holder = document.createElement('div');
  holder.append(sanitizeFragment(dirty));
  return holder.innerHTML;
}

const VECTORS = [
  '<script>window.__x=1</script>',
  '<img src="x" onerror="window.__x=2">',
  '<a href="javascript:window.__x=3">lien</a>',
  '<a href="JaVaScRiPt&colon;window.__x=3">lien</a>',
  '<svg><script>window.__x=4</script><animate onbegin="window.__x=5" attributeName="x" dur="1s"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__x=6"></style></mglyph></table></mtext></math>',
  '<iframe srcdoc="<script>parent.__x=7</script>"></iframe>',
  '<form action="javascript:window.__x=8"><button formaction="javascript:1">Envoyer</button></form>',
  '<div style="background:url(javascript:window.__x=9)">texte</div>',
  '<noscript><p title="</noscript><img src=x onerror=window.__x=10>"></noscript>',
  '<object data="javascript:1"></object><embed src="javascript:1"><base href="javascript:/">',
  '<svg><a xlink:href="javascript:window.__x=11"><text>x</text></a></svg>',
];

const dangerous = (html: string) => /<script|onerror|onbegin|onload|javascript:|srcdoc|<iframe|<object|<embed|<base|<form|style=/i.test(html);

describe('the sanitizer (DOMPurify)', () => {
  it.each(VECTORS)('neutralises %s', (vector) => {
    const out = sanitizeHtml(`<p>avant</p>${vector}<p>après</p>`);
    expect(dangerous(out)).toBe(false);
    expect(out).toContain('<p>avant</p>');
    const holder = document.createElement('div');
    holder.append(sanitizeFragment(vector));
    expect(dangerous(holder.innerHTML)).toBe(false);
  });

  it('keeps the article markup: headings, lists, links, images, figures', () => {
    const html = '<header><h2>Titre é</h2></header><figure><img src="https://n.example/a.jpeg" alt="Illustration"><figcaption>© AFP</figcaption></figure><ul><li>un</li></ul><p><a href="https://www.economie.gouv.fr/">lien</a></p><footer><p>Sources</p></footer>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('links opening a new window get rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://x.example/" target="_blank">x</a>')).toBe('<a href="https://x.example/" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('returns nodes of the current document for the fragment form', () => {
    const f = sanitizeFragment('<p>un</p><p>deux</p>');
    expect(f.ownerDocument).toBe(document);
    expect(f.childNodes).toHaveLength(2);
  });
});
