/*
 * Served first in <head> of every page by test/engines/server.ts: records, the same way in every engine, what the
 * journeys check and the drivers cannot all report (WebDriver classic has no console or network events):
 * window.__engines = { errors, console, violations, scrolls, track }. A classic script from the site's origin (strict CSP ok).
 * Its switches are in its URL (the server copies them from the request's cookies, see server.ts).
 * With ?track=SELECTOR (the cookie dm-engines-track), `track` lists [time, document top, shown (not visibility: hidden), class
 * attribute, running animations and transitions] of that element at each animation frame where one changed, from its first frame in the page for 10 s: how far content moves,
 * in view, while the page loads.
 */
(function () {
  var rec = (window.__engines = { errors: [], console: [], violations: [], scrolls: [], track: [] });
  var switches = new URL(document.currentScript.src).searchParams;
  // With ?outdated=1 (the cookie dm-engines-outdated=1) the page runs as in a browser without structuredClone (a 2022 feature the
  // site relies on): the outdated-browser banner's path, reached by capability detection in every engine.
  if (switches.get('outdated') === '1') {
    try { delete window.structuredClone; } catch (x) { /* not configurable */ }
    if (typeof window.structuredClone === 'function') window.structuredClone = undefined;
  }
  var selector = switches.get('track');
  if (selector) {
    var frame = function (now) {
      var el = document.querySelector(selector);
      if (el) {
        var top = Math.round((el.getBoundingClientRect().top + window.scrollY) * 10) / 10;
        var shown = getComputedStyle(el).visibility !== 'hidden';
        var classes = el.className;
        var animations = el.getAnimations ? el.getAnimations().length : 0;
        var last = rec.track[rec.track.length - 1];
        if (!last || last[1] !== top || last[2] !== shown || last[3] !== classes || last[4] !== animations) rec.track.push([now, top, shown, classes, animations]);
      }
      if (now < 10000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }
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
