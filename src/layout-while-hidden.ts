/**
 * While the page is prerendered (README "The next page at once"), its style and layout are kept computed: after each
 * change to the page, in a task of its own (the changes of one task make one). A prerendered page draws no frame, so
 * nothing else computes them, and all of it (the site's style sheets matched against the whole page, its SVG images,
 * the layout of the article the widget rendered) would fall into the first frame after the activation, the one the
 * visitor waits for; computed here, that frame only redoes what the activation changes. Article opened from a list,
 * 9 runs of each alternated (the bench's article-open.mjs, with this off in one of each pair): click → LCP median 98
 * ms against 140, faster in 9 runs of 9. The page behaviours' first measures run in a task there too
 * (src/page/lib/frame.ts).
 */
const watched = new WeakSet<Document>();

export function layoutWhileHidden(doc: Document): void {
  if (watched.has(doc) || !doc.prerendering) return;
  watched.add(doc);
  let queued = false;
  const flush = () => {
    queued = false;
    if (doc.prerendering) doc.documentElement.getBoundingClientRect();
  };
  const changed = () => {
    if (queued) return;
    queued = true;
    setTimeout(flush);
  };
  const observer = new MutationObserver(changed);
  observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  doc.addEventListener('prerenderingchange', () => observer.disconnect(), { once: true });
  changed();
}
