// Which news widget opens the page's ?article or ?title (SPEC §4.7; issue 52 §2): the first of #dm_page that lists its
// topic (for ?title: the first full one), full widgets before mini ones; the others plan their lists. planOf decides it
// for a placeholder (the entry's newsFirstCalls and the define chunk alike), again once the opener has left the page.
import { afterEach, describe, expect, it } from 'vitest';
import { newsFirstCalls, planOf, readFirstOptions } from '../../../widgets/news/first-calls';
import { pageContext } from './helpers';

const ctx = pageContext();
const page = ctx.doc.createElement('div');
page.id = 'dm_page';
ctx.doc.body.append(page);

/** Placeholders in #dm_page, in this order, each with its options. */
const widgets = (...all: Record<string, unknown>[]) =>
  all.map((options) => {
    const el = ctx.doc.createElement('div');
    el.className = 'dm_widget';
    el.dataset.widget = 'news';
    el.dataset.options = JSON.stringify(options);
    page.append(el);
    return el;
  });

const mini = (topic = 'ABP') => ({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: [topic] });
const full = (topic = 'ABP') => ({ ...mini(topic), behaviorChoice: 'full' });

/** Each placeholder's mode (planOf, from its raw options) under the query `search`. */
const modes = (search: string, els: Element[]) => {
  history.replaceState(null, '', search);
  try {
    return els.map((el) => {
      const plan = planOf(readFirstOptions(JSON.parse(el.getAttribute('data-options')!)), ctx, el);
      return typeof plan == 'object' ? plan.setup.mode : plan;
    });
  } finally {
    history.replaceState(null, '', location.pathname);
  }
};

const ARTICLE = `?article=${encodeURIComponent('["ABP"]|un-article')}`;

afterEach(() => page.replaceChildren()); // the opener leaves with its page

describe('the widget that opens ?article', () => {
  it('two widgets listing its topic: the first', () => {
    expect(modes(ARTICLE, widgets(mini('AMAS'), mini(), mini()))).toEqual(['list', 'article', 'list']);
  });

  it('a mini widget before a full one: the full one', () => {
    expect(modes(ARTICLE, widgets(mini(), full('AMAS'), full(), full()))).toEqual(['list', 'list', 'article', 'list']);
  });

  it('none listing its topic: none, and without a placeholder the plan is the setup alone', () => {
    expect(modes(ARTICLE, widgets(mini('AMAS'), full('AMAG')))).toEqual(['list', 'list']);
    history.replaceState(null, '', ARTICLE);
    const plan = planOf(readFirstOptions(mini()), ctx);
    history.replaceState(null, '', location.pathname);
    expect(typeof plan == 'object' && plan.setup.mode).toBe('article');
  });

  it('the entry draws the opener an article skeleton and asks for its slug alone; the other, its list', () => {
    const [a, b] = widgets(mini(), full());
    history.replaceState(null, '', ARTICLE);
    try {
      const plans = [a, b].map((el) => newsFirstCalls(JSON.parse(el.getAttribute('data-options')!), ctx, el));
      expect(plans.map((p) => typeof p == 'object' && p.urls.length)).toEqual([2, 1]);
      expect(b.querySelector('.dm-news-full')).not.toBeNull();
      expect(a.querySelector('.dm-news-full')).toBeNull();
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });

  it('an opener removed from the page: worked out again among those left', () => {
    const [a, b, c] = widgets(mini(), full(), mini());
    expect(modes(ARTICLE, [a, b, c])).toEqual(['list', 'article', 'list']);
    b.remove();
    expect(modes(ARTICLE, [a, c])).toEqual(['article', 'list']);
  });
});

describe('the widget that opens ?title', () => {
  it('the first full widget alone, wherever the minis stand', () => {
    expect(modes('?title=un-article', widgets(mini(), full('AMAS'), mini(), full()))).toEqual(['list', 'article', 'list', 'list']);
  });
});
