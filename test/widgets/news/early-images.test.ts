// The first cards' images shown in the skeleton before the view's code (widgets/news/early-images.ts). The browser
// test (test/e2e/stability.test.ts) checks what a visitor sees; this one the cases that leave the skeleton alone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyImage, showEarly, showEarlyImages, withEarlyImages } from '../../../widgets/news/early-images';
import { skeleton } from '../../../widgets/news/skeleton';
import type { NewsSetup } from '../../../widgets/news/setup';
import { mockHttp, options, pageContext } from './helpers';
import { askArticle } from '../../../widgets/news/calls';
import { sendFirstCalls } from '../../../src/first-calls';

const media = (url: string) => JSON.stringify([{ index: '24-11', url, copyright: '' }]);
const list = (...urls: (string | null)[]) => ({ data: { articles: urls.map((u, i) => ({ id: i, mediasPaths: u === null ? 'pas du JSON' : media(u) })) } });
const setup = (more: Partial<NewsSetup> = {}) => ({ mode: 'list', topics: ['ABP'], lead: [], ...more }) as NewsSetup;

// One report per observed element, as a browser gives it: its top against the viewport's height. Installed before the
// modules load: on-screen.ts starts its observer when it loads.
const io = vi.hoisted(() => {
  const state = { inView: true };
  (globalThis as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(private report: (entries: unknown[]) => void) {}
    observe(target: Element) {
      queueMicrotask(() => this.report([{ target, boundingClientRect: { top: state.inView ? 10 : 5000 }, rootBounds: { height: 800 } }]));
    }
    unobserve() {}
  };
  return state;
});
beforeEach(() => {
  io.inView = true;
});
afterEach(() => {
  document.body.replaceChildren();
});

/** A placeholder with the entry's skeleton, and what showEarlyImages made of it once the answer was there. */
async function draw(raw: Record<string, unknown>, answer: unknown, s = setup(), signal = new AbortController().signal) {
  const o = options({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'], ...raw });
  const el = document.createElement('div');
  el.append(skeleton(document, o, s));
  document.body.append(el);
  showEarlyImages(el, o, s, 'https://news.example', Promise.resolve(answer), signal);
  await new Promise((r) => setTimeout(r, 0));
  return { el, o, images: [...el.querySelectorAll('img')] };
}

describe('news: the first cards\' images before the view', () => {
  it('the first row of a grid, in the boxes of the first cards, with the card\'s attributes; the first of the page has priority', async () => {
    const { el, images } = await draw({ templateChoice: 'tpl_thumbnail', itemsByColumn: 2, nbArticlesTotal: 4 }, list('/a/1.jpg', '/a/2.jpg', '/a/3.jpg', '/a/4.jpg'));
    expect(images.map((i) => i.getAttribute('src'))).toEqual(['https://news.example/a/1_xbig.jpeg', 'https://news.example/a/2_xbig.jpeg']);
    expect(images[0].className).toBe('dm-ratio-24-11 img-responsive');
    expect(images[0].getAttribute('sizes')).toBe('(min-width: 992px) 50vw, (min-width: 768px) 50vw, 100vw');
    expect(images[0].getAttribute('srcset')).toContain('https://news.example/a/1_h.jpeg 1440w');
    expect([images[0].width, images[0].height]).toEqual([800, 367]);
    expect(images[0].fetchPriority).toBe('high');
    expect(images[1].fetchPriority).not.toBe('high');
    expect(el.querySelectorAll('.dm-news-noimage')).toHaveLength(2); // the other cards keep their boxes
  });

  it('a media list: three, as media objects; a carousel: its first slide', async () => {
    const medialist = await draw({ templateChoice: 'tpl_medialist', nbArticlesTotal: 4 }, list('/a/1.jpg', '/a/2.jpg', '/a/3.jpg', '/a/4.jpg'));
    expect(medialist.images.map((i) => i.className)).toEqual(Array(3).fill('dm-ratio-24-11 media-object'));
    expect(medialist.images[0].fetchPriority).not.toBe('high'); // the page's first is taken
    const carousel = await draw({ templateChoice: 'tpl_carousel', nbArticlesTotal: 4 }, list('/a/1.jpg', '/a/2.jpg'));
    expect(carousel.images.map((i) => i.getAttribute('sizes'))).toEqual(['100vw']);
  });

  it('an article without a usable image keeps its box; the next one gets its image in its own box', async () => {
    const { el, images } = await draw({ templateChoice: 'tpl_thumbnail', itemsByColumn: 3 }, list(null, 'javascript:alert(1)', '/a/3.jpg'));
    expect(images.map((i) => i.getAttribute('src'))).toEqual(['https://news.example/a/3_xbig.jpeg']);
    const cards = [...el.querySelectorAll('.dm-news-items li')];
    expect(cards.map((c) => !!c.querySelector('img'))).toEqual([false, false, true]);
  });

  it('nothing out of the first viewport, for templates without images, lead topics, an article, an answer that is no list, or after unmount', async () => {
    io.inView = false;
    expect((await draw({ templateChoice: 'tpl_thumbnail' }, list('/a/1.jpg'))).images).toEqual([]);
    io.inView = true;
    expect((await draw({ templateChoice: 'tpl_simple_list' }, list('/a/1.jpg'))).images).toEqual([]);
    expect((await draw({ templateChoice: 'tpl_iconlist' }, list('/a/1.jpg'))).images).toEqual([]);
    expect((await draw({ templateChoice: 'tpl_thumbnail' }, list('/a/1.jpg'), setup({ lead: ['EREVUEVIDEO'] }))).images).toEqual([]);
    expect((await draw({ templateChoice: 'tpl_thumbnail' }, list('/a/1.jpg'), setup({ mode: 'article', slug: 'x' } as Partial<NewsSetup>))).images).toEqual([]);
    for (const answer of [null, 'texte', { data: { articles: 'x' } }, { data: {} }]) expect((await draw({ templateChoice: 'tpl_thumbnail' }, answer)).images).toEqual([]);
    const controller = new AbortController();
    controller.abort();
    expect((await draw({ templateChoice: 'tpl_thumbnail' }, list('/a/1.jpg'), setup(), controller.signal)).images).toEqual([]);
  });

  it('a skeleton drawn later for the same placeholder (the view\'s) takes the same images over', async () => {
    const { el, o, images } = await draw({ templateChoice: 'tpl_thumbnail', itemsByColumn: 3 }, list('/a/1.jpg', '/a/2.jpg', '/a/3.jpg'));
    const later = withEarlyImages(el, skeleton(document, o, setup()));
    expect([...later.querySelectorAll('img')]).toEqual(images); // the same elements, loaded already
    expect(later.querySelectorAll('.dm-news-noimage')).toHaveLength(0);
    const other = withEarlyImages(document.createElement('div'), skeleton(document, o, setup()));
    expect(other.querySelectorAll('img')).toHaveLength(0);
  });

  it('asked once per skeleton (the entry and the definition both ask); a placeholder mounted again asks again', async () => {
    const { el, o } = await draw({ templateChoice: 'tpl_thumbnail', itemsByColumn: 3 }, list('/a/1.jpg', '/a/2.jpg', '/a/3.jpg'));
    showEarlyImages(el, o, setup(), 'https://news.example', Promise.resolve(list('/b/1.jpg', '/b/2.jpg', '/b/3.jpg')));
    await new Promise((r) => setTimeout(r, 0));
    expect(earlyImage(el, 0, 'https://news.example/a/1_xbig.jpeg')).toBeDefined(); // the first answer's, kept
    el.replaceChildren(skeleton(document, o, setup())); // unmounted and mounted again: a new skeleton
    showEarlyImages(el, o, setup(), 'https://news.example', Promise.resolve(list('/b/1.jpg', '/b/2.jpg', '/b/3.jpg')));
    await new Promise((r) => setTimeout(r, 0));
    expect([...el.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/b/1', '/b/2', '/b/3'].map((u) => `https://news.example${u}_xbig.jpeg`));
  });

  it('a card takes the image shown early at its place, if it shows the same one', async () => {
    const { el, images } = await draw({ templateChoice: 'tpl_thumbnail', itemsByColumn: 3 }, list('/a/1.jpg', null, '/a/3.jpg'));
    expect(earlyImage(el, 0, 'https://news.example/a/1_xbig.jpeg')).toBe(images[0]);
    expect(earlyImage(el, 0, 'https://news.example/a/3_xbig.jpeg')).toBeUndefined(); // another list (a page change)
    expect(earlyImage(el, 1, 'https://news.example/a/2_xbig.jpeg')).toBeUndefined();
    expect(earlyImage(el, 2, 'https://news.example/a/3_xbig.jpeg')).toBe(images[1]);
    expect(earlyImage(document.createElement('div'), 0, 'https://news.example/a/1_xbig.jpeg')).toBeUndefined();
  });
});

describe('news: the full article\'s main image before the view', () => {
  const article = (mediasPaths: string, motif: Record<string, string> = { ABP: 'ABP : Professions libérales' }) => ({ article: '<p>x</p>', data: { id: 5, mediasPaths, motif } });
  const full = setup({ mode: 'article', slug: 'un-article' } as Partial<NewsSetup>);

  it('in its figure, where the skeleton had its box, with the article view\'s attributes and priority', async () => {
    const { el, images } = await draw({}, article(media('/a/main.jpg')), full);
    expect(images).toHaveLength(1);
    expect(images[0].parentElement!.outerHTML).toMatch(/^<figure class="dm-news-main-image"><img /);
    expect(images[0].className).toBe('img-responsive dm-ratio-24-11');
    expect(images[0].getAttribute('sizes')).toBe('(min-width: 1200px) 1140px, 100vw');
    expect(images[0].fetchPriority).toBe('high');
    expect(el.querySelector('.dm-news-noimage')).toBeNull();
    expect(earlyImage(el, 0, 'https://news.example/a/main_xbig.jpeg')).toBe(images[0]);
  });

  it('none for a video, an article without image, or an answer that is not an article', async () => {
    expect((await draw({}, article(media('/a/v.jpg'), { EREVUEVIDEO: 'Vidéo' }), full)).images).toEqual([]);
    expect((await draw({}, article('[]'), full)).images).toEqual([]);
    for (const answer of [null, 'texte', { data: 'x' }, { data: { mediasPaths: 5 } }]) expect((await draw({}, answer, full)).images).toEqual([]);
  });

  it('a video, or an article without image: its heading in the image\'s box, the answer\'s title as text; the loader drawn anew', async () => {
    const titled = (title: unknown, mediasPaths = media('/a/v.jpg'), motif: Record<string, string> = { EREVUEVIDEO: 'Vidéo' }) => ({ article: '<p>x</p>', data: { id: 5, mediasPaths, motif, title } });
    const video = (title: unknown) => titled(title);
    for (const answer of [video('Dirigeants : la loi de finances'), titled('Dirigeants : la loi de finances', '[]', { ABP: 'ABP' })]) {
      const o = options({ behaviorChoice: 'full', sourceChoice: 'manual', manualMotifsList: ['ABP'] });
      const el = document.createElement('div');
      el.append(skeleton(document, o, full));
      document.body.append(el);
      const loader = el.querySelector('.dm-news-loader');
      showEarlyImages(el, o, full, 'https://news.example', Promise.resolve(answer));
      await new Promise((r) => setTimeout(r, 0));
      const box = el.querySelector('.dm-front-skeleton')!;
      expect(box.innerHTML).toMatch(/^<div class="dm-news-article-body"><header><h2>Dirigeants : la loi de finances<\/h2><\/header><\/div><div class="dm-news-loader/);
      expect(box.querySelector('.dm-news-loader'), 'a new loader, not the one moved up').not.toBe(loader);
      expect(el.querySelector('img')).toBeNull();
      // The view's skeleton, drawn later, takes the same heading over.
      const heading = box.firstElementChild;
      expect(withEarlyImages(el, skeleton(document, o, full)).firstElementChild).toBe(heading);
      document.body.replaceChildren();
    }
    // A title that is markup stays text; no title, no heading (the image's box stays).
    const hostile = await draw({}, video('<img src=x onerror=alert(1)>'), full);
    expect(hostile.el.querySelector('h2')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(hostile.el.querySelector('h2 img')).toBeNull();
    for (const title of [undefined, '', 5]) {
      const { el } = await draw({}, video(title), full);
      expect(el.querySelector('h2')).toBeNull();
      expect(el.querySelector('.dm-news-noimage.dm-news-main-image')).not.toBeNull();
    }
  });

  it('the article call leaves at the slug lookup\'s answer, for a valid article id only', async () => {
    const ask = async (answer: unknown) => {
      const http = mockHttp();
      http.override((u) => u.includes('/article/id/'), async () => 'réponse');
      const got = await askArticle(http, Promise.resolve(answer), new AbortController().signal);
      return [got, http.calls];
    };
    expect(await ask({ articleId: 41000 })).toEqual(['réponse', ['POST ajax/testa/article/id/41000/xsl/Html_To_Diem_BS3/size/xbig']]);
    expect(await ask({ articleId: 'a-b_1' })).toEqual(['réponse', ['POST ajax/testa/article/id/a-b_1/xsl/Html_To_Diem_BS3/size/xbig']]);
    for (const answer of [{ articleId: '..' }, { articleId: '../x' }, { articleId: 0 }, { articleId: -1 }, { articleId: 1.5 }, { articleId: {} }, { success: false }, null, 'x'])
      expect(await ask(answer), JSON.stringify(answer)).toEqual([undefined, []]);
    await expect(askArticle(mockHttp(), Promise.reject(new Error('réseau')), new AbortController().signal)).rejects.toThrow('réseau');
  });

  it('from the entry: the article call leaves as a first call at the slug lookup\'s answer, then the main image', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(article(media('/a/main.jpg'))), { headers: { 'content-type': 'application/json' } }));
    try {
      const early = async (slugAnswer: unknown) => {
        fetch.mockClear();
        const el = document.createElement('div');
        el.append(skeleton(document, options({ behaviorChoice: 'full' }), full));
        document.body.append(el);
        showEarly(el, options({ behaviorChoice: 'full' }), full, pageContext(), Promise.resolve(slugAnswer), (urls) => sendFirstCalls(urls, { page_id: 3, script_name: '/' }));
        await new Promise((r) => setTimeout(r, 10));
        return { calls: fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`), images: [...el.querySelectorAll('figure img')].map((i) => i.getAttribute('src')) };
      };
      expect(await early({ articleId: 41000 })).toEqual({
        calls: [`POST ${location.origin}/ajax/testa/article/id/41000/xsl/Html_To_Diem_BS3/size/xbig?dm_cpi=3&dm_xhr=1`],
        images: ['http://news.test/host/a/main_xbig.jpeg'],
      });
      expect((await early({ articleId: 41000 })).calls, 'a call already in flight is joined, not sent again').toEqual([]);
      for (const answer of [{ articleId: '../x' }, { articleId: 0 }, { success: false }, null])
        expect(await early(answer), JSON.stringify(answer)).toEqual({ calls: [], images: [] });
    } finally {
      fetch.mockRestore();
    }
  });
});
