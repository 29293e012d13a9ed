import { afterEach, describe, expect, it } from 'vitest';
import { install, matchPath, normalizePath } from '../../src/page/link-highlight';
import { page } from './context';

afterEach(() => history.replaceState(null, '', '/'));

describe('link highlighting', () => {
  it("normalizes paths: '/dev.php' counts as the root, trailing slashes go", () => {
    expect(normalizePath('/dev.php')).toBe('/');
    expect(normalizePath('/dev.php/fr/')).toBe('/fr');
    expect(normalizePath('/fr/nos-cabinets/')).toBe('/fr/nos-cabinets');
    expect(normalizePath('/')).toBe('/');
  });

  it('matches the path or a prefix of it by whole segments; the home page only itself', () => {
    expect(matchPath('/fr/a', '/fr/a')).toBe('exact');
    expect(matchPath('/fr/a', '/fr/a/b')).toBe('prefix');
    expect(matchPath('/fr/a', '/fr/ab')).toBeNull();
    expect(matchPath('/fr', '/fr/a')).toBeNull();
    expect(matchPath('/', '/fr/a')).toBeNull();
    expect(matchPath('/fr', '/fr')).toBe('exact');
  });

  it('highlights matching href and data-url links in navigation and opens their accordion', () => {
    history.replaceState(null, '', '/dev.php/fr/cabinets/rennes');
    install(page(`<nav class="dm-nav-menu">
      <a id="c" href="#p" data-toggle="collapse" aria-expanded="false">Group</a>
      <div class="collapse" id="p"><ul><li><a id="home" href="/fr/">Home</a></li><li><a id="cab" href="/fr/cabinets">Cabinets</a></li>
      <li><a id="ren" href="/dev.php/fr/cabinets/rennes">Rennes</a></li><li><a id="x" href="/fr/contact">Contact</a></li></ul></div>
      <span id="du" data-url="/fr/cabinets">Parent</span></nav><a id="outside" href="/fr/cabinets">not a menu</a>`));
    const active = [...document.querySelectorAll('.active')].map((e) => e.id || e.tagName);
    expect(active).toEqual(['LI', 'cab', 'LI', 'ren', 'du']);
    expect(document.getElementById('ren')!.getAttribute('aria-current')).toBe('page');
    expect(document.getElementById('cab')!.hasAttribute('aria-current')).toBe(false);
    expect(document.getElementById('p')!.classList.contains('in')).toBe(true);
    expect(document.getElementById('c')!.getAttribute('aria-expanded')).toBe('true');
  });

  it("leaves a widget's own navigation alone (the news pager's links to this page, drawn before the behaviour ran)", () => {
    history.replaceState(null, '', '/fr/actualites-ec');
    install(page(`<nav class="navbar"><ul><li><a id="news" href="/fr/actualites-ec">Actualités</a></li></ul></nav>
      <div class="dm_widget" data-widget="news"><nav class="dm-news-pagination"><ul class="pagination">
      <li class="active"><a id="p1" href="/fr/actualites-ec" aria-current="page">1</a></li><li><a id="p2" href="/fr/actualites-ec?page=2">2</a></li>
      </ul></nav></div>`));
    expect([...document.querySelectorAll('a.active, a[aria-current]')].map((e) => e.id)).toEqual(['news', 'p1']);
    expect(document.getElementById('p1')!.classList.contains('active')).toBe(false);
    expect(document.getElementById('p2')!.closest('li')!.classList.contains('active')).toBe(false);
  });
});
