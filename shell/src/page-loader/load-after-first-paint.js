// Inlined into the shell's index.html (config/index.html.ejs). A page served as HTML paints before
// any script is fetched: the shell's entry scripts (the `#shell-entries` list) and the files the
// page names in its `#page-files` list (the route's bundles, rendered with the page) are requested
// right after the first paint, so they neither delay that paint nor wait to be discovered one
// after another. The shell's own files (those of the page's origin) come first: the header answers
// once they have run. The remotes' files follow as soon as the shell's entry has arrived, so that
// on a slow link they do not share it with what the header waits for, and keep it busy while the
// shell starts. A page opened in the background has no paint to wait for.
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
  function ownFile(file) {
    return new URL(file.href, doc.baseURI).origin === location.origin;
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
    var theirs = files.filter(function (file) {
      return !ownFile(file);
    });
    var followed = false;
    function follow() {
      if (followed) return;
      followed = true;
      preload(theirs);
    }
    preload(files.filter(ownFile));
    var entries = listed('shell-entries');
    entries.forEach(function (src) {
      var script = add('script', { src: src });
      script.onload = script.onerror = follow;
    });
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
