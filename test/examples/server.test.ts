// @vitest-environment node
import { describe, expect, it } from 'vitest';
import http from 'node:http';
import zlib from 'node:zlib';
import { createServer, parseArgs } from '../../examples/server.mjs';
import { PHOTO_BYTES_PER_PIXEL } from '../../examples/mock/news.mjs';

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

  it('--photo-weight: a news image weighs on the wire what a JPEG photo of its size does, and still draws', async () => {
    expect(parseArgs([]).photoWeight).toBe(false);
    expect(parseArgs(['--photo-weight']).photoWeight).toBe(true);
    // the bytes on the wire (fetch would hide them: it decompresses)
    const wire = (url: string) => new Promise<{ bytes: number; body: Buffer; encoding?: string }>((resolve, reject) => {
      http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ bytes: body.length, body, encoding: res.headers['content-encoding'] });
        });
      }).on('error', reject);
    });
    const path = '/news-host/articles/41000/visuel-24-11_xbig.jpeg'; // 800 × 367
    const plain = await createServer({ port: 0 });
    const heavy = await createServer({ port: 0, photoWeight: true });
    try {
      expect((await wire(plain.url + path)).bytes).toBeLessThan(1000);
      const photo = await wire(heavy.url + path);
      expect(photo.encoding).toBe('gzip');
      const expected = 800 * 367 * PHOTO_BYTES_PER_PIXEL;
      expect(photo.bytes).toBeGreaterThan(expected * 0.95);
      expect(photo.bytes).toBeLessThan(expected * 1.1);
      const svg = zlib.gunzipSync(photo.body).toString();
      expect(svg).toMatch(/^<svg [^>]*width="800" height="367"[\s\S]*<\/svg>$/);
    } finally {
      await Promise.all([plain.close(), heavy.close()]);
    }
  });
});
