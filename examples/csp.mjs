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
  'trusted-types': ['goog#html'],
};

export function strictPolicy({ newsHost = '', maps = false } = {}) {
  const d = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(newsHost ? [new URL(newsHost).origin] : [])],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ['dm-front', 'dompurify'],
  };
  if (maps) for (const [k, v] of Object.entries(MAPS_SOURCES)) d[k] = [...d[k], ...v];
  return Object.entries(d).map(([k, v]) => `${k} ${v.join(' ')}`).join('; ');
}
