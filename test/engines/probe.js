/*
 * Served first in <head> of every page by test/engines/server.ts: records, the same way in every engine, what the
 * journeys check and the drivers cannot all report (WebDriver classic has no console or network events):
 * window.__engines = { errors, console, violations, scrolls }. A classic script from the site's origin (strict CSP ok).
 */
(function () {
  var rec = (window.__engines = { errors: [], console: [], violations: [], scrolls: [] });
  window.addEventListener('error', function (e) {
    if (e.target && e.target !== window) return; // a resource that failed: not a script error
    rec.errors.push(String(e.message || e.error));
  }, true);
  window.addEventListener('unhandledrejection', function (e) {
    rec.errors.push('unhandled rejection: ' + String(e.reason && e.reason.message || e.reason));
  });
  ['error', 'warn'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      rec.console.push(level + ': ' + Array.prototype.map.call(arguments, function (a) {
        return a instanceof Error ? a.message : typeof a === 'string' ? a : (function () { try { return JSON.stringify(a); } catch (x) { return String(a); } })();
      }).join(' '));
      return original.apply(console, arguments);
    };
  });
  document.addEventListener('securitypolicyviolation', function (e) {
    rec.violations.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sample || ''));
  });
  window.addEventListener('scroll', function () {
    rec.scrolls.push([performance.now(), window.scrollY]);
  }, { passive: true });
})();
