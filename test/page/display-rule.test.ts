import { afterEach, describe, expect, it, vi } from 'vitest';
import { install as installWith, parseDisplayRules, unmetRules } from '../../src/page/display-rule';
import { report } from '../../src/errors';
import type { PageContext } from '../../src/page-context';

const install = (ctx: PageContext) => installWith(ctx, report);
import { page } from './context';

afterEach(() => vi.restoreAllMocks());

const RULE = 'DISPLAY_FOR_client_type_EQUALS_ec_';
const data = (settings: object, infos: object, parentInfos: object = {}) => ({
  currentPage: { id: 3, name: 'Métiers', infos: JSON.stringify(infos) },
  parentCurrentPage: { id: 2, name: 'Actualités', infos: JSON.stringify(parentInfos) },
  settings,
  constantes: {},
});
const devPage = (d: object) => {
  const ctx = page('<div id="dm_page"><main><h1>Métiers</h1></main></div>', d);
  return { ...ctx, dev: true };
};

describe('DISPLAY_FOR rules', () => {
  it('parses one rule, several (joined or separated), a JSON array, settings and values with underscores', () => {
    expect(parseDisplayRules(RULE)).toEqual([{ setting: 'client_type', value: 'ec', text: RULE }]);
    expect(parseDisplayRules('DISPLAY_FOR_client_type_EQUALS_ec_DISPLAY_FOR_client_type_EQUALS_aga_').map((r) => r.value)).toEqual(['ec', 'aga']);
    expect(parseDisplayRules('DISPLAY_FOR_client_type_EQUALS_ec_, DISPLAY_FOR_site_theme_EQUALS_conseil_').map((r) => [r.setting, r.value])).toEqual([
      ['client_type', 'ec'],
      ['site_theme', 'conseil'],
    ]);
    expect(parseDisplayRules([RULE, 'DISPLAY_FOR_kiosque_EQUALS_1_', 3]).map((r) => r.setting)).toEqual(['client_type', 'kiosque']);
    expect(parseDisplayRules('DISPLAY_FOR_client_type_EQUALS_expert_comptable_')[0].value).toBe('expert_comptable');
    for (const junk of ['', 'DISPLAY_FOR_client_type', 'ec', null, 42, {}]) expect(parseDisplayRules(junk)).toEqual([]);
  });

  it('is met when the site setting has one of the values; rules on different settings must all hold', () => {
    expect(unmetRules(page('', data({ client_type: 'ec' }, { DISPLAY_FOR_LIST: RULE })))).toEqual([]);
    expect(unmetRules(page('', data({ client_type: 'aga' }, { DISPLAY_FOR_LIST: `${RULE}DISPLAY_FOR_client_type_EQUALS_aga_` })))).toEqual([]);
    const two = { DISPLAY_FOR_LIST: `${RULE} DISPLAY_FOR_kiosque_EQUALS_1_` };
    expect(unmetRules(page('', data({ client_type: 'ec', kiosque: 1 }, two)))).toEqual([]);
    expect(unmetRules(page('', data({ client_type: 'ec', kiosque: '0' }, two))).map((u) => [u.setting, u.actual])).toEqual([['kiosque', '0']]);
  });

  it("is not met when the site's value differs or the setting is missing, on the page or an ancestor", () => {
    const own = unmetRules(page('', data({ client_type: 'aga' }, { DISPLAY_FOR_LIST: RULE })));
    expect(own.map((u) => [u.page.id, u.setting, u.values, u.actual])).toEqual([[3, 'client_type', ['ec'], 'aga']]);
    const inherited = unmetRules(page('', data({}, {}, { DISPLAY_FOR_LIST: RULE })));
    expect(inherited.map((u) => [u.page.id, u.actual])).toEqual([[2, undefined]]);
  });

  it('dev mode: a page diagnostic naming the page, the rule, the setting and its value', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    install(devPage(data({ client_type: 'aga' }, { DISPLAY_FOR_LIST: RULE }, { DISPLAY_FOR_LIST: RULE })));
    const alerts = [...document.querySelectorAll('#dm_page > .dm-display-rule [role="alert"]')];
    expect(alerts.map((a) => a.getAttribute('data-code'))).toEqual(['display-rule', 'display-rule']);
    expect(alerts[0].textContent).toContain(`This page is meant only for sites whose client_type is 'ec' (DISPLAY_FOR_LIST: ${RULE}), but this site's client_type is 'aga'.`);
    expect(alerts[1].textContent).toContain("Its ancestor page 'Actualités' (id 2)");
    expect(document.querySelector('#dm_page')!.firstElementChild!.className).toContain('dm-display-rule');
  });

  it('shows nothing when the rule is met, and nothing in production', () => {
    install(devPage(data({ client_type: 'ec' }, { DISPLAY_FOR_LIST: RULE })));
    expect(document.querySelector('.dm-display-rule, [role="alert"]')).toBeNull();
    install(page('<div id="dm_page"></div>', data({ client_type: 'aga' }, { DISPLAY_FOR_LIST: RULE })));
    expect(document.querySelector('.dm-display-rule, [role="alert"]')).toBeNull();
  });
});
