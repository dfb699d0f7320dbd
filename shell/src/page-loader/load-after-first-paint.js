// Inlined into the shell's index.html (config/index.html.ejs). A page served as HTML paints before
// any script is fetched: the shell's entry scripts (the `#shell-entries` list) and the files the
// page names in its `#page-files` list (the route's bundles, rendered with the page) are
// requested together right after the first paint, so they neither delay that paint nor wait to be
// discovered one after another. A page opened in the background has no paint to wait for.
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
  }
  function start() {
    if (started) return;
    started = true;
    listed('page-files').forEach(function (file) {
      add('link', { rel: 'preload', as: file.as, href: file.href, crossorigin: file.crossorigin });
    });
    listed('shell-entries').forEach(function (src) {
      add('script', { src: src });
    });
  }
  if (doc.visibilityState === 'hidden') {
    start();
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
})(document);
