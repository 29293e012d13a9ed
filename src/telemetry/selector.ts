/**
 * A short CSS selector naming an element in a report, e.g. `div#dm_page>div.dm-news-card>img.card-img`: tag, first
 * class, up to four levels, stopping at the nearest id. Enough to find the element in the page's template; short so
 * a report stays small. Ids and classes that would need escaping are left out.
 */
const SIMPLE = /^-?[A-Za-z_][\w-]*$/;

export function shortSelector(node: Node | null | undefined, max = 100): string {
  let el: Element | null | undefined = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
  const parts: string[] = [];
  while (el && parts.length < 4) {
    let part = el.localName;
    if (el.id && SIMPLE.test(el.id)) {
      parts.unshift(`${part}#${el.id}`);
      break;
    }
    const cls = [...el.classList].find((c) => SIMPLE.test(c));
    if (cls) part += `.${cls}`;
    parts.unshift(part);
    if (el.localName === 'body') break;
    el = el.parentElement;
  }
  while (parts.length > 1 && parts.join('>').length > max) parts.shift();
  return parts.join('>').slice(0, max);
}
