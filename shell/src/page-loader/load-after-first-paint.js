// Inlined into the shell's index.html (config/index.html.ejs). A page served as HTML paints before
// any script is fetched: the shell's entry scripts (the `#shell-entries` list) and the files the
// page names in its `#page-files` list (the route's bundles, rendered with the page) are requested
// right after the first paint, so they neither delay that paint nor wait to be discovered one
// after another. What the header waits for comes first (the entries and the files marked `first`):
// on a slow link it has the connection to itself, and the header answers once it has run. The rest
// (the router, the federation runtime, the route's remote page) follows as soon as all of those
// have arrived, and keeps the link busy while the shell starts. A page opened in the background, or
// one with nothing rendered in it, has no paint to wait for.
(function (doc) {
  var started = false;
  function listed(id) {
    var list = doc.getElementById(id);
    if (!list) return [];
    try {
      return JSON.parse(list.textContent);
    } catch {
      return [];
    }
  }
  function add(tag, attributes) {
    var element = doc.createElement(tag);
    for (var name in attributes) if (attributes[name] != null) element.setAttribute(name, attributes[name]);
    doc.head.appendChild(element);
    return element;
  }
  // Calls `done` once the element's file has arrived or failed (once, whatever it reports).
  function whenSettled(element, done) {
    var settled = false;
    element.onload = element.onerror = function () {
      if (settled) return;
      settled = true;
      done();
    };
  }
  // A file of another origin in CORS mode, as webpack's runtime (output.crossOriginLoading) and the
  // federation runtime (src/federation/cors-script-runtime-plugin.ts) load it: its errors then reach
  // the page whole, and the preload is the very request they make.
  function corsMode(href) {
    var url = new URL(href, doc.baseURI);
    return url.origin === location.origin ? null : 'anonymous';
  }
  function preload(files, done) {
    files.forEach(function (file) {
      var link = add('link', { rel: 'preload', as: file.as, href: file.href, crossorigin: corsMode(file.href) });
      if (done) whenSettled(link, done);
    });
  }
  function start() {
    if (started) return;
    started = true;
    var files = listed('page-files');
    var first = files.filter(function (file) {
      return file.first;
    });
    var entries = listed('shell-entries');
    // The rest once everything the header waits for has arrived (or failed): one count for each,
    // and one more, let go once they have all been asked for.
    var waiting = entries.length + first.length + 1;
    function arrived() {
      waiting -= 1;
      if (waiting === 0) {
        preload(
          files.filter(function (file) {
            return !file.first;
          }),
        );
      }
    }
    // The entries first: a browser opens only a few connections to one origin at a time.
    entries.forEach(function (src) {
      whenSettled(add('script', { src: src }), arrived);
    });
    preload(first, arrived);
    arrived();
  }
  // The browser reports the first contentful paint; where it cannot, the frame after the first one.
  // The single-page app's own page (a staff route, a route not rendered ahead of time) has nothing in
  // its root to paint: the scripts are what puts something on screen, so they start at once.
  var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var root = doc.getElementById('root');
  if (doc.visibilityState === 'hidden' || !root || !root.firstChild) {
    start();
  } else if (paints && paints.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 1000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
})(document);
