// Inlined into the shell's index.html (config/index.html.ejs), before any other script. Until the
// shell takes over the page served as HTML, a click on a button (also Enter or Space on it) or a
// change of a select is held here instead of being lost, and handed over once to the shell, which
// replays it (replay-early-input.ts). The control shows at once that it was taken: `aria-busy` and
// `data-input-pending` (styled in the page's head) until the replay. Links are left alone: they
// navigate without scripts.
// The shell takes over in two steps: its own parts first (header, footer), then the page in <main>
// once the page's module has arrived. Until then input inside the page's region is still held.
// The theme select needs no replay: its choice is applied and stored at once (__chooseTheme, in the
// page's head), and the shell reads the theme from the page when it takes over. Its input and change
// events stop here, so React, while it takes the page over, never acts on them a second time.
(function (win, doc) {
  var held = [];
  var root = doc.documentElement;
  var region = null;
  var CONTROLS = { click: 'button,[role="button"]', change: 'select' };
  var THEME_SELECT = 'select[data-action="theme"]';
  var PENDING = 'data-input-pending';
  function closest(event, selector) {
    var target = event.target;
    return target && target.closest ? target.closest(selector) : null;
  }
  // After the shell's first step, only what happens inside the page's region is still held.
  function stillHeld(event) {
    return !region || (event.target instanceof Node && region.contains(event.target));
  }
  function chooseTheme(event) {
    var select = closest(event, THEME_SELECT);
    if (!select || !win.__chooseTheme || !stillHeld(event)) return false;
    event.stopPropagation();
    if (event.type === 'change') win.__chooseTheme(select.value);
    return true;
  }
  function hold(event) {
    if (chooseTheme(event) || !stillHeld(event)) return;
    var control = closest(event, CONTROLS[event.type]);
    if (!control || control.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({
      type: event.type,
      control: control,
      value: control.value,
      action: control.getAttribute('data-action'),
    });
    control.setAttribute('aria-busy', 'true');
    control.setAttribute(PENDING, '');
    root.setAttribute(PENDING, '');
  }
  // The page was rendered in the default theme: the select shows the visitor's own from the start.
  function showTheme() {
    var select = doc.querySelector(THEME_SELECT);
    for (var i = 0; select && i < root.classList.length; i++) {
      if (select.querySelector('option[value="' + root.classList[i] + '"]')) select.value = root.classList[i];
    }
  }
  doc.addEventListener('click', hold, true);
  doc.addEventListener('change', hold, true);
  doc.addEventListener('input', chooseTheme, true);
  doc.addEventListener('DOMContentLoaded', showTheme);
  // Hands over what was held outside `pending` (a selector of the region whose page is not live
  // yet), and keeps holding inside it; without `pending`, hands over everything and stops.
  win.__takeEarlyInput = function (pending) {
    region = pending ? doc.querySelector(pending) : null;
    var taken = [];
    var kept = [];
    for (var i = 0; i < held.length; i++) {
      (region && region.contains(held[i].control) ? kept : taken).push(held[i]);
    }
    held = kept;
    if (!region) {
      doc.removeEventListener('click', hold, true);
      doc.removeEventListener('change', hold, true);
      doc.removeEventListener('input', chooseTheme, true);
    }
    if (!held.length) root.removeAttribute(PENDING);
    return taken;
  };
})(window, document);
