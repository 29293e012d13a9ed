import { describe, expect, it } from 'vitest';
import { install } from '../../src/page/testa-body';
import { page } from './context';

const classes = () => document.body.className;

describe("body classes 'testa testa-list'", () => {
  it('when the current page or an ancestor has infos testa=1', () => {
    install(page('', { currentPage: { infos: '{}' }, parentCurrentPage: { infos: '{"testa":1}' } }));
    expect(classes()).toBe('testa testa-list');
    install(page('', { currentPage: { infos: '{"testa":"1"}' } }));
    expect(classes()).toBe('testa testa-list');
    install(page('', { currentPage: { infos: '{}' }, rearGrandParentCurrentPage: { infos: '{"testa":1}' } }));
    expect(classes()).toBe('testa testa-list');
  });

  it('when the page is module main with action createurs', () => {
    install(page('', { currentPage: { module: 'main', action: 'createurs', infos: '{}' } }));
    expect(classes()).toBe('testa testa-list');
  });

  it('not otherwise', () => {
    install(page('', { currentPage: { module: 'main', action: 'root', infos: '{"testa":0}' }, parentCurrentPage: { infos: 'not json' } }));
    expect(classes()).toBe('');
    install(page('', { currentPage: { module: 'other', action: 'createurs' } }));
    expect(classes()).toBe('');
  });
});
