// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createServer, parseArgs } from '../../examples/server.mjs';

describe('the example server (examples/server.mjs)', () => {
  it('serves the news images from another origin than the pages, named in their news_host', async () => {
    const s = await createServer({ port: 0 });
    try {
      const html = await (await fetch(`${s.url}/fr/actualites-ec/metiers`)).text();
      const newsHost = JSON.parse(html.match(/<script type="application\/json" id="dm-page-config">([\s\S]*?)<\/script>/)![1]).news_host;
      expect(newsHost + '/').toBe(s.newsUrl);
      expect(new URL(newsHost).origin).not.toBe(new URL(s.url).origin);
      const image = await fetch(`${newsHost}/articles/41000/visuel-24-11_xbig.jpeg`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      // the news host serves the images only; the pages' origin still answers them (a page a test rewrote points there)
      expect((await fetch(`${new URL(newsHost).origin}/fr/`)).status).toBe(404);
      expect((await fetch(`${s.url}/news-host/articles/41000/visuel-24-11_xbig.jpeg`)).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('takes the news port from --news-port, and refuses one that is not a port', () => {
    expect(parseArgs([]).newsPort).toBe(0);
    expect(parseArgs(['--news-port', '8081']).newsPort).toBe(8081);
    expect(parseArgs(['--news-port=8082']).newsPort).toBe(8082);
    for (const bad of ['x', '-1', '65536', '80.5']) expect(() => parseArgs(['--news-port', bad])).toThrow('--news-port takes a port number');
  });
});
