// Inlined into the shell's index.html (config/index.html.ejs). A page served as HTML paints before
// any script is fetched: the shell's entry scripts (the `#shell-entries` list) and the files the
// page names in its `#page-files` list (the route's bundles, rendered with the page) are requested
// right after the first paint, so they neither delay that paint nor wait to be discovered one
// after another. What the header waits for comes first (the entries and the files marked `first`):
// on a slow link it has the connection to itself, and the header answers once it has run. The rest
// (the router, the route's remote page) follows as soon as the shell's entry has arrived, and keeps
// the link busy while the shell starts. A page opened in the background has no paint to wait for.
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
  function preload(files) {
    files.forEach(function (file) {
      add('link', { rel: 'preload', as: file.as, href: file.href, crossorigin: file.crossorigin });
    });
  }
  function start() {
    if (started) return;
    started = true;
    var files = listed('page-files');
    var followed = false;
    function follow() {
      if (followed) return;
      followed = true;
      preload(
        files.filter(function (file) {
          return !file.first;
        }),
      );
    }
    // The entries first: a browser opens only a few connections to one origin at a time.
    var entries = listed('shell-entries');
    entries.forEach(function (src) {
      var script = add('script', { src: src });
      script.onload = script.onerror = follow;
    });
    preload(
      files.filter(function (file) {
        return file.first;
      }),
    );
    if (!entries.length) follow();
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
