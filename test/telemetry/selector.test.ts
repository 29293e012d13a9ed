import { describe, expect, it } from 'vitest';
import { shortSelector } from '../../src/telemetry/selector';

describe('shortSelector', () => {
  it('names tag and first class up to four levels, stopping at an id', () => {
    document.body.innerHTML = `<div id="dm_page"><main class="dm_layout_center"><section class="container x"><div class="row"><div class="col-md-6"><img class="card-img big"></div></div></section></main></div>`;
    expect(shortSelector(document.querySelector('img'))).toBe('section.container>div.row>div.col-md-6>img.card-img');
    expect(shortSelector(document.querySelector('section'))).toBe('div#dm_page>main.dm_layout_center>section.container');
  });

  it('uses the parent of a text node, and skips ids and classes that would need escaping', () => {
    document.body.innerHTML = `<p id="1bad" class="a:b ok">text</p>`;
    expect(shortSelector(document.querySelector('p')!.firstChild)).toBe('body>p.ok');
  });

  it('is empty for no node, and never longer than max', () => {
    expect(shortSelector(null)).toBe('');
    document.body.innerHTML = `<div class="${'a'.repeat(60)}"><span class="${'b'.repeat(60)}"></span></div>`;
    const s = shortSelector(document.querySelector('span'), 80);
    expect(s.length).toBeLessThanOrEqual(80);
    expect(s.startsWith('span.b')).toBe(true);
  });
});
