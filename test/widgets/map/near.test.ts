import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_MARGIN, whenNear } from '../../../widgets/map/near';

/** happy-dom's IntersectionObserver never calls back: a stub that the test drives. */
class FakeIO {
  static last: FakeIO;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit) {
    FakeIO.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback(this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

const settled = (p: Promise<unknown>) => Promise.race([p.then(() => 'resolved', () => 'rejected'), new Promise((r) => setTimeout(() => r('pending'), 20))]);

afterEach(() => vi.unstubAllGlobals());

describe('whenNear', () => {
  it('waits until the element comes within one viewport, then stops observing', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const el = document.createElement('div');
    const near = whenNear(el, new AbortController().signal);
    expect(FakeIO.last.options.rootMargin).toBe(NEAR_MARGIN);
    expect(NEAR_MARGIN).toBe('100%');
    expect(FakeIO.last.observed).toEqual([el]);
    FakeIO.last.report(false);
    expect(await settled(near)).toBe('pending');
    FakeIO.last.report(true);
    expect(await settled(near)).toBe('resolved');
    expect(FakeIO.last.disconnected).toBe(true);
  });

  it('resolves at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(await settled(whenNear(document.createElement('div'), new AbortController().signal))).toBe('resolved');
  });

  it('rejects and stops observing when the placeholder goes away', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const ac = new AbortController();
    const near = whenNear(document.createElement('div'), ac.signal);
    ac.abort(new Error('removed'));
    expect(await settled(near)).toBe('rejected');
    expect(FakeIO.last.disconnected).toBe(true);
  });
});
