import { afterEach, describe, expect, it } from 'vitest';
import { observePage } from '../src/page-observer';

const settle = () => new Promise((next) => setTimeout(next));

describe('page observer', () => {
  let observer: MutationObserver | undefined;
  afterEach(() => {
    observer?.disconnect();
    document.body.replaceChildren();
  });

  function follow() {
    const page = Object.assign(document.createElement('div'), { id: 'dm_page' });
    document.body.append(page);
    const seen: string[] = [];
    observer = observePage(page, (el) => seen.push(`+${el.id}`), (el) => seen.push(`-${el.id}`));
    return { page, seen };
  }

  it('hands over elements inserted into the container, subtrees at once, and those removed from it', async () => {
    const { page, seen } = follow();
    const outer = Object.assign(document.createElement('section'), { id: 'outer' });
    outer.append(Object.assign(document.createElement('div'), { id: 'inner' }));
    page.append(outer);
    await settle();
    expect(seen).toEqual(['+outer']);
    outer.remove();
    await settle();
    expect(seen).toEqual(['+outer', '-outer']);
  });

  it('judges each element by where it is when the records arrive: a move is an insertion, a transient element a removal', async () => {
    const { page, seen } = follow();
    const a = Object.assign(document.createElement('div'), { id: 'a' });
    const b = Object.assign(document.createElement('div'), { id: 'b' });
    page.append(a, b);
    await settle();
    seen.length = 0;
    b.append(a);
    page.append('text');
    const gone = Object.assign(document.createElement('div'), { id: 'gone' });
    page.append(gone);
    gone.remove();
    await settle();
    expect(seen).toEqual(['+a', '-gone']); // no text node
  });

  it('hands nothing over once disconnected, nor what changes outside the container', async () => {
    const { page, seen } = follow();
    document.body.append(Object.assign(document.createElement('div'), { id: 'outside' }));
    await settle();
    observer?.disconnect();
    page.append(Object.assign(document.createElement('div'), { id: 'late' }));
    await settle();
    expect(seen).toEqual([]);
  });
});
