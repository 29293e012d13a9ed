// A prerendered page: what waits for its activation (src/activation.ts), its style and layout kept computed while it
// is hidden (src/layout-while-hidden.ts), the behaviours' first measures in a task there (src/page/lib/frame.ts).
// That these shorten the activation's first frame is the bench's to show (test/bench/article-open.mjs); here, when
// they run and when they stop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenShown } from '../src/activation';
import { layoutWhileHidden } from '../src/layout-while-hidden';
import { nextFrame } from '../src/page/lib/frame';

/**
 * A document that says it is prerendered until `activate()`, as Chromium's does (the test's own: happy-dom tells a
 * MutationObserver of its window's document only).
 */
function prerendered(doc = document) {
  let prerendering = true;
  Object.defineProperty(doc, 'prerendering', { configurable: true, get: () => prerendering });
  const layouts = vi.spyOn(doc.documentElement, 'getBoundingClientRect');
  const activate = () => {
    prerendering = false;
    doc.dispatchEvent(new Event('prerenderingchange'));
  };
  return { doc, layouts, activate };
}

afterEach(() => {
  delete (document as { prerendering?: boolean }).prerendering;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The tasks queued so far have run, those the mutation observers queue included (they are told in a microtask). */
const tasksRun = async () => {
  await null;
  await new Promise((resolve) => setTimeout(resolve));
};

describe('layoutWhileHidden', () => {
  it('computes layout once per task that changed the prerendered page, and stops at the activation', async () => {
    const { doc, layouts, activate } = prerendered();
    layoutWhileHidden(doc);
    layoutWhileHidden(doc); // a second widget: still one watcher
    expect(layouts).not.toHaveBeenCalled(); // not in the caller's task
    await tasksRun();
    expect(layouts).toHaveBeenCalledTimes(1); // the page as it was found

    doc.body.append(doc.createElement('article'));
    doc.body.className = 'dm-launched';
    doc.body.firstChild!.textContent = 'Dirigeants : ce qui change';
    await tasksRun();
    expect(layouts).toHaveBeenCalledTimes(2); // three changes in one task: one layout

    await tasksRun();
    expect(layouts).toHaveBeenCalledTimes(2); // nothing changed: nothing computed

    doc.body.append(doc.createElement('section'));
    activate(); // before the queued flush: the activation's frame computes it
    await tasksRun();
    doc.body.append(doc.createElement('footer'));
    await tasksRun();
    expect(layouts).toHaveBeenCalledTimes(2);
  });

  it('does nothing on a page shown from the start', async () => {
    const doc = document.implementation.createHTMLDocument('shown');
    const layouts = vi.spyOn(doc.documentElement, 'getBoundingClientRect');
    layoutWhileHidden(doc);
    doc.body.append(doc.createElement('article'));
    await tasksRun();
    expect(layouts).not.toHaveBeenCalled();
  });
});

describe('whenShown', () => {
  it('resolves at once on a shown page, at the activation on a prerendered one', async () => {
    await whenShown(document.implementation.createHTMLDocument('shown'));
    const { doc, activate } = prerendered(document.implementation.createHTMLDocument('prerendered'));
    let shown = false;
    const done = whenShown(doc).then(() => (shown = true));
    await tasksRun();
    expect(shown).toBe(false);
    activate();
    await done;
    expect(shown).toBe(true);
  });
});

describe('nextFrame', () => {
  it('runs in the next frame on a shown page, in a task while the page is prerendered', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const ran: string[] = [];
    nextFrame(window, () => ran.push('shown'));
    expect(frames).toHaveBeenCalledTimes(1);
    const { activate } = prerendered();
    nextFrame(window, () => ran.push('prerendered'));
    expect(frames).toHaveBeenCalledTimes(1);
    await tasksRun();
    expect(ran).toContain('prerendered');
    activate();
  });
});
