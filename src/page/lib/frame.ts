/**
 * The navigation behaviours that measure the page on install do it in the next frame, which lays the page out anyway:
 * their reading forces no layout of its own. A prerendered page (README "The next page at once") draws no frame until
 * the visitor opens it, so there they run in a task instead, while it is hidden (its layout is kept computed:
 * src/layout-while-hidden.ts). In frame callbacks they would all fall into the activation's first frame, the one the
 * visitor waits for, each one's write and the next one's read a style recalculation of its own (8 ms for one on an
 * article at 390 px, in a trace of the bench's article-open.mjs). (The icon menu's, in a chunk of its own, keeps
 * its frame: sharing this with it would make a chunk of its own, one more name for the entry to preload.)
 */
export function nextFrame(win: Window, fn: () => void): void {
  if (win.document.prerendering) win.setTimeout(fn);
  else win.requestAnimationFrame(fn);
}
