import { describe, expect, it } from 'vitest';
import { WidgetError } from '../../../src/errors';
import { setupOf, type NewsSetup } from '../../../widgets/news/setup';
import { readQuery } from '../../../widgets/news/query';
import { options, pageContext } from './helpers';

const q = (search = '') => readQuery(search);
/** A setup that must not be an error code. */
const setup = (...args: Parameters<typeof setupOf>): NewsSetup => {
  const s = setupOf(...args);
  if (typeof s === 'number') throw new Error(`unexpected error ${s}`);
  return s;
};

describe('news widget setup', () => {
  const ctx = pageContext({ infos: { testamotifs: ['ABP', 'AMAS'] } });

  it("list mode for mini, and for full without ?title; article mode for full with ?title", () => {
    expect(setup(options({ behaviorChoice: 'mini', sourceChoice: 'auto' }), ctx, q('?title=x')).mode).toBe('list');
    expect(setup(options({ behaviorChoice: 'full', sourceChoice: 'auto' }), ctx, q()).mode).toBe('list');
    const s = setup(options({ behaviorChoice: 'full', sourceChoice: 'auto' }), ctx, q('?title=mon-article'));
    expect([s.mode, s.slug]).toEqual(['article', 'mon-article']);
  });

  it('?article opens the article in the widget listing one of its topics', () => {
    const mini = options({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['AMAG'] });
    expect(setup(mini, ctx, q('?article=' + encodeURIComponent('["AMAG"]|mon-article')))).toMatchObject({ mode: 'article', slug: 'mon-article' });
    expect(setup(mini, ctx, q('?article=' + encodeURIComponent('["ABP"]|mon-article'))).mode).toBe('list');
    expect(setup(mini, ctx, q('?article=garbage')).mode).toBe('list');
  });

  it('source auto reads testamotifs from the page infos (or the nearest ancestor)', () => {
    expect(setup(options({ behaviorChoice: 'mini', sourceChoice: 'auto' }), ctx, q()).topics).toEqual(['ABP', 'AMAS']);
    const child = pageContext({ infos: {}, parentInfos: { testamotifs: 'AMAG, IEC' } });
    expect(setup(options({ behaviorChoice: 'mini', sourceChoice: 'auto' }), child, q()).topics).toEqual(['AMAG', 'IEC']);
  });

  it('error 1: source auto without testamotifs', () => {
    expect(setupOf(options({ behaviorChoice: 'mini', sourceChoice: 'auto' }), pageContext(), q())).toBe(1);
  });
  it('error 2: source manual without topics, naming the widget', () => {
    expect(setupOf(options({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: [] }), ctx, q())).toBe(2);
    expect(new WidgetError(2, '702').diagnostic.warning).toBe('No manual topic selected in widget 702');
  });
  it('error 3: source not set or unknown', () => {
    expect(setupOf(options({ behaviorChoice: 'mini' }), ctx, q())).toBe(3);
    expect(setupOf(options({ behaviorChoice: 'mini', sourceChoice: 'both' }), ctx, q())).toBe(3);
  });
  it('error 4: lead topics on but none', () => {
    expect(setupOf(options({ behaviorChoice: 'mini', sourceChoice: 'auto', hasLeadMotifs: 1 }), ctx, q())).toBe(4);
    expect(setup(options({ behaviorChoice: 'mini', sourceChoice: 'auto', hasLeadMotifs: 1, leadMotifs: ['IEC'] }), ctx, q()).lead).toEqual(['IEC']);
  });
  it('error 6: behaviour missing or corrupt', () => {
    expect(setupOf(options({ sourceChoice: 'auto' }), ctx, q())).toBe(6);
    expect(setupOf(options({ behaviorChoice: 'List+Page', sourceChoice: 'auto' }), ctx, q())).toBe(6);
  });
  it('manual mode uses the legacy motifs list when manualMotifsList is empty', () => {
    expect(setup(options({ behaviorChoice: 'mini', sourceChoice: 'manual', motifs: 'ABP,AMAG' }), ctx, q()).topics).toEqual(['ABP', 'AMAG']);
  });
});
