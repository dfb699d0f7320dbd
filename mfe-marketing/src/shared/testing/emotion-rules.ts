/** The CSS rules emotion injected for an element's generated classes (jsdom computes no gradients). */
export function cssRulesFor(element: Element): string {
  const classes = Array.from(element.classList);
  const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
  return rules
    .map((rule) => rule.cssText)
    .filter((text) => classes.some((name) => text.includes(`.${name}`)))
    .join('\n');
}
