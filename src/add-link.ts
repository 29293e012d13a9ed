/** A `<link rel href>` at the end of the document's head (the entry's module preloads, the news host's preconnect). */
export function addLink(doc: Document, rel: string, href: string): void {
  const link = doc.createElement('link');
  link.rel = rel;
  link.href = href;
  doc.head.append(link);
}
