import { describe, expect, it } from 'vitest';
import { WidgetError } from '../../../src/widget-error';
import { resolveSetup } from '../../../widgets/news/setup';
import { readQuery } from '../../../widgets/news/query';
import { options, pageContext } from './helpers';

const q = (search = '') => readQuery(search);
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof WidgetError ? e.code : e;
  }
  return 'no error';
};

describe('news widget setup (spec §4.7, §8.2)', () => {
  const ctx = pageContext({ infos: { testamotifs: ['ABP', 'AMAS'] } });

  it("list mode for mini, and for full without ?title; article mode for full with ?title", () => {
    expect(resolveSetup(options({ behaviorChoice: 'mini', sourceChoice: 'auto' }), ctx, q('?title=x'), '1').mode).toBe('list');
    expect(resolveSetup(options({ behaviorChoice: 'full', sourceChoice: 'auto' }), ctx, q(), '1').mode).toBe('list');
    const s = resolveSetup(options({ behaviorChoice: 'full', sourceChoice: 'auto' }), ctx, q('?title=mon-article'), '1');
    expect([s.mode, s.slug]).toEqual(['article', 'mon-article']);
  });

  it('?article opens the article in the widget listing one of its topics', () => {
    const mini = options({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['AMAG'] });
    expect(resolveSetup(mini, ctx, q('?article=' + encodeURIComponent('["AMAG"]|mon-article')), '1')).toMatchObject({ mode: 'article', slug: 'mon-article' });
    expect(resolveSetup(mini, ctx, q('?article=' + encodeURIComponent('["ABP"]|mon-article')), '1').mode).toBe('list');
    expect(resolveSetup(mini, ctx, q('?article=garbage'), '1').mode).toBe('list');
  });

  it('source auto reads testamotifs from the page infos (or the nearest ancestor)', () => {
    expect(resolveSetup(options({ behaviorChoice: 'mini', sourceChoice: 'auto' }), ctx, q(), '1').topics).toEqual(['ABP', 'AMAS']);
    const child = pageContext({ infos: {}, parentInfos: { testamotifs: 'AMAG, IEC' } });
    expect(resolveSetup(options({ behaviorChoice: 'mini', sourceChoice: 'auto' }), child, q(), '1').topics).toEqual(['AMAG', 'IEC']);
  });

  it('error 1: source auto without testamotifs', () => {
    expect(code(() => resolveSetup(options({ behaviorChoice: 'mini', sourceChoice: 'auto' }), pageContext(), q(), '7'))).toBe(1);
  });
  it('error 2: source manual without topics, naming the widget', () => {
    const e = (() => {
      try {
        resolveSetup(options({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: [] }), ctx, q(), '702');
      } catch (err) {
        return err as WidgetError;
      }
    })();
    expect(e?.code).toBe(2);
    expect(e?.diagnostic.warning).toBe('No manual topic selected in widget 702');
  });
  it('error 3: source not set or unknown', () => {
    expect(code(() => resolveSetup(options({ behaviorChoice: 'mini' }), ctx, q(), '1'))).toBe(3);
    expect(code(() => resolveSetup(options({ behaviorChoice: 'mini', sourceChoice: 'both' }), ctx, q(), '1'))).toBe(3);
  });
  it('error 4: lead topics on but none', () => {
    expect(code(() => resolveSetup(options({ behaviorChoice: 'mini', sourceChoice: 'auto', hasLeadMotifs: 1 }), ctx, q(), '1'))).toBe(4);
    expect(resolveSetup(options({ behaviorChoice: 'mini', sourceChoice: 'auto', hasLeadMotifs: 1, leadMotifs: ['IEC'] }), ctx, q(), '1').lead).toEqual(['IEC']);
  });
  it('error 6: behaviour missing or corrupt', () => {
    expect(code(() => resolveSetup(options({ sourceChoice: 'auto' }), ctx, q(), '1'))).toBe(6);
    expect(code(() => resolveSetup(options({ behaviorChoice: 'List+Page', sourceChoice: 'auto' }), ctx, q(), '1'))).toBe(6);
  });
  it('manual mode uses the legacy motifs list when manualMotifsList is empty', () => {
    expect(resolveSetup(options({ behaviorChoice: 'mini', sourceChoice: 'manual', motifs: 'ABP,AMAG' }), ctx, q(), '1').topics).toEqual(['ABP', 'AMAG']);
  });
});
