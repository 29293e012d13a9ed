import { describe, expect, it } from 'vitest';
import { install, outdatedBanner } from '../../src/page/outdated-browser';
import { page } from './context';

describe('outdated-browser banner', () => {
  it('is an alert with the French text and a close button, first in body', () => {
    install(page('<main></main>'));
    const banner = document.body.firstElementChild!;
    expect(banner.className).toBe('dm-outdated-browser');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain('Votre navigateur est obsolète');
    expect(banner.querySelector('[data-dismiss="banner"]')!.getAttribute('aria-label')).toBe('Fermer');
  });

  it('speaks German on German pages, and uses the page template when there is one', () => {
    expect(outdatedBanner(page('', {}, 'de')).textContent).toContain('Ihr Browser ist veraltet');
    const ctx = page('<template id="dm-outdated-browser"><p>Custom <a href="/browsers">text</a></p></template>');
    expect(outdatedBanner(ctx).innerHTML).toBe('<p>Custom <a href="/browsers">text</a></p>');
  });
});
