// The strict Content-Security-Policy that CMS operators can send with pages carrying dm-front (README, "Security").
// Scripts only from the site itself (no 'unsafe-inline', no 'unsafe-eval'), Trusted Types enforced for every HTML
// sink with the runtime's own policy ('dm-front') and DOMPurify's ('dompurify'). Styles allow inline style attributes,
// which sanitized article HTML may carry. On pages with the office map, add the maps hosts (MAPS_SOURCES).

/** What the Google Maps JavaScript API needs, on top of the strict policy, on pages with the office map. */
export const MAPS_SOURCES = {
  'script-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  'img-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  'connect-src': ['https://maps.googleapis.com', 'https://*.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  // The policies the maps script loader and the Maps JavaScript API create (the names @googlemaps/js-api-loader 2
  // asks for when its own policy is refused; without them the loader cannot set its script's URL and no map draws).
  'trusted-types': ['@googlemaps/js-api-loader', 'google-maps-api-loader', 'google-maps-api#html', 'lit-html', 'goog#html'],
};

/**
 * The policy of a page. `nonce`: the response's script nonce (on the entry's script element). `trustedTypes: false`
 * leaves out require-trusted-types-for, for pages that load tarteaucitron.js (it writes strings into script URLs and
 * innerHTML).
 */
export function strictPolicy({ newsHost = '', maps = false, trustedTypes = true, nonce = '' } = {}) {
  const d = {
    'default-src': ["'self'"],
    // The nonce of the page's scripts: the entry's, and the speculation rules the runtime adds with it.
    'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(newsHost ? [new URL(newsHost).origin] : [])],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'require-trusted-types-for': ["'script'"],
    // dm-front-rules: the text of the speculation rules (src/speculation.ts).
    'trusted-types': ['dm-front', 'dm-front-rules', 'dompurify'],
  };
  if (maps) for (const [k, v] of Object.entries(MAPS_SOURCES)) d[k] = [...d[k], ...v];
  if (!trustedTypes) delete d['require-trusted-types-for'];
  return Object.entries(d).map(([k, v]) => `${k} ${v.join(' ')}`).join('; ');
}
