/**
 * In the runtime chunk: a page with a widget type that renders links a visitor is about to follow
 * (WidgetDefinition.speculation) gets its rule set (src/speculation.ts) at the visitor's first interaction with the
 * page (a pointer moved or pressed, a key; a touch is a pointerdown), which comes before any hover or press on a
 * link: only then does the speculation code load, in its own chunk. A visitor who never interacts, and a prerendered
 * page until it is opened and used, load none of it.
 */
let armed = false;

export function speculateSoon(doc: Document): void {
  if (armed) return;
  armed = true;
  // The listeners stay (they do nothing after the first event): fewer bytes than removing them.
  let go = () => {
    go = () => {};
    import('./speculation').then((m) => m.speculate(doc), () => {});
  };
  for (const e of ['pointermove', 'pointerdown', 'keydown']) doc.addEventListener(e, () => go(), true);
}
