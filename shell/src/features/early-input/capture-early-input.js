// Inlined into the shell's index.html (config/index.html.ejs), before any other script. Until the
// shell takes over the page served as HTML, a click on a button (also Enter or Space on it) or a
// change of a select is held here instead of being lost, and handed over once to the shell, which
// replays it (replay-early-input.ts). Links are left alone: they navigate without scripts.
(function (win, doc) {
  var held = [];
  var root = doc.documentElement;
  var CONTROLS = { click: 'button,[role="button"]', change: 'select' };
  function hold(event) {
    var target = event.target;
    var control = target && target.closest ? target.closest(CONTROLS[event.type]) : null;
    if (!control || control.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({
      type: event.type,
      control: control,
      value: control.value,
      action: control.getAttribute('data-action'),
    });
    root.setAttribute('data-input-pending', '');
  }
  doc.addEventListener('click', hold, true);
  doc.addEventListener('change', hold, true);
  win.__takeEarlyInput = function () {
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('change', hold, true);
    root.removeAttribute('data-input-pending');
    return held.splice(0);
  };
})(window, document);
