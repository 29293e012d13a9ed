/**
 * An element of `tag` with its class (none for '': no empty class attribute) and children (false ones left out): the
 * entry's DOM drawing, in one place.
 */
export function h(doc: Document, tag: string, className: string, ...children: (Node | string | false)[]): HTMLElement {
  const el = doc.createElement(tag);
  if (className) el.className = className;
  for (const c of children) if (c) el.append(c);
  return el;
}
