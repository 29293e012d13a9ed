/**
 * Lazy images (README › Page behaviours). Images the server marks `loading="lazy"` are left to the browser. Images
 * given as `img[data-src]` (optionally `data-srcset`, `data-sizes`) get their real source when they come within 200 px
 * of the viewport (IntersectionObserver); where that is missing, a scroll and resize check throttled at 250 ms does it.
 * A loaded image gets the class `lazy-loaded`.
 */
import { throttle } from './lib/throttle';
import type { PageContext } from '../page-context';

export const LAZY_THROTTLE_MS = 250;

export function reveal(img: HTMLImageElement): void {
  const { src, srcset, sizes } = img.dataset;
  if (sizes) img.sizes = sizes;
  if (srcset) img.srcset = srcset;
  if (src) img.src = src;
  img.removeAttribute('data-src');
  img.removeAttribute('data-srcset');
  img.classList.add('lazy-loaded');
}

export function install({ doc }: PageContext): void {
  const images = [...doc.querySelectorAll<HTMLImageElement>('img[data-src]')];
  if (!images.length) return;
  const win = doc.defaultView as Window & { IntersectionObserver?: typeof IntersectionObserver };
  for (const img of images) if (!img.hasAttribute('loading')) img.loading = 'lazy';
  if (win.IntersectionObserver) {
    const io = new win.IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          io.unobserve(e.target);
          reveal(e.target as HTMLImageElement);
        }
      },
      { rootMargin: '200px 0px' },
    );
    for (const img of images) io.observe(img);
    return;
  }
  let pending = images;
  const check = throttle(() => {
    pending = pending.filter((img) => {
      const r = img.getBoundingClientRect();
      const near = r.top < win.innerHeight + 200 && r.bottom > -200;
      if (near) reveal(img);
      return !near;
    });
    if (!pending.length) {
      win.removeEventListener('scroll', check);
      win.removeEventListener('resize', check);
    }
  }, LAZY_THROTTLE_MS);
  win.addEventListener('scroll', check, { passive: true });
  win.addEventListener('resize', check, { passive: true });
  check();
}
