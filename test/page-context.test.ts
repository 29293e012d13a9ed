import { describe, expect, it } from 'vitest';
import { createPageContext, parseInfos } from '../src/page-context';

function setup(config: object, data: object, lang = 'fr'): Document {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<script type="application/json" id="dm-page-config">${JSON.stringify(config)}</script>
    <script type="application/json" id="dm-page-data">${JSON.stringify(data)}</script>`;
  return document;
}

describe('page context', () => {
  it('gives the page chain, parsed infos, settings and constants', () => {
    const ctx = createPageContext(setup({ env: 'dev' }, {
      currentPage: { id: 3, infos: '{"testamotifs":["ABP"]}' },
      parentCurrentPage: { id: 2, infos: '{"testa":1}' },
      grandParentCurrentPage: { id: 1 },
      settings: { client_type: 'ec' },
      constantes: { nomcabinet: 'Cabinet Test' },
    }));
    expect(ctx.dev).toBe(true);
    expect(ctx.pages().map((p) => p.id)).toEqual([3, 2, 1]);
    expect(ctx.infos()).toEqual({ testamotifs: ['ABP'] });
    expect(ctx.infos(ctx.data.parentCurrentPage)).toEqual({ testa: 1 });
    expect(ctx.setting('client_type')).toBe('ec');
    expect(ctx.lang).toBe('fr');
  });

  it('reads the language from the html element first', () => {
    expect(createPageContext(setup({}, {}, 'de-DE')).lang).toBe('de');
  });

  it('parses infos strings defensively', () => {
    expect(parseInfos({ infos: '' })).toEqual({});
    expect(parseInfos({ infos: 'not json' })).toEqual({});
    expect(parseInfos({ infos: '[1]' })).toEqual({});
    expect(parseInfos({ infos: { testa: 1 } })).toEqual({ testa: 1 });
    expect(parseInfos(undefined)).toEqual({});
  });

});
