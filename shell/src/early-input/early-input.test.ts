import path from 'node:path';
import { inlineScriptText } from '../../../config/inline-script';
import { PAGE_REGION, replayEarlyInput } from './replay-early-input';

// The text the shell's index.html holds (config/webpack.base.js inlines it the same way).
const CAPTURE = inlineScriptText(path.join(__dirname, 'capture-early-input.js'));

/** Runs the inline capture script as the served page does, before anything else. */
function startCapture(): void {
  new Function(CAPTURE)();
}

function button(label: string, action?: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = label;
  if (action) element.setAttribute('data-action', action);
  document.body.append(element);
  return element;
}

/** The header's theme select, as served. */
function themeSelect(): HTMLSelectElement {
  const select = document.createElement('select');
  select.setAttribute('data-action', 'theme');
  for (const value of ['theme-light', 'theme-dark', 'theme-vibrant']) select.append(new Option(value, value));
  document.body.append(select);
  return select;
}

afterEach(() => {
  // Ends a capture a test left running, so it cannot hold the next test's input.
  window.__takeEarlyInput?.();
  delete window.__takeEarlyInput;
  delete window.__chooseTheme;
  document.documentElement.className = '';
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-input-pending');
});

describe('early input', () => {
  it('holds a click on a button before the take-over and replays it exactly once after', () => {
    startCapture();
    const contact = button('Contact Us');
    const onClick = jest.fn();
    contact.addEventListener('click', onClick);
    contact.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute('data-input-pending');
    expect(replayEarlyInput()).toBe(1);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.documentElement).not.toHaveAttribute('data-input-pending');
    expect(replayEarlyInput()).toBe(0);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('lets clicks through untouched once the shell has taken over', () => {
    startCapture();
    replayEarlyInput();
    const later = button('Later');
    const onClick = jest.fn();
    later.addEventListener('click', onClick);
    later.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('replays clicks in the order they were made, a click inside a button counting for the button', () => {
    startCapture();
    const first = button('First');
    const icon = document.createElement('span');
    first.append(icon);
    const second = button('Second');
    const order: string[] = [];
    first.addEventListener('click', () => order.push('first'));
    second.addEventListener('click', () => order.push('second'));
    second.click();
    icon.click();
    replayEarlyInput();
    expect(order).toEqual(['second', 'first']);
  });

  it('leaves links alone, so they navigate at once', () => {
    startCapture();
    const link = document.createElement('a');
    link.href = '#services';
    document.body.append(link);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(replayEarlyInput()).toBe(0);
  });

  it('ignores disabled buttons', () => {
    startCapture();
    const disabled = button('Sending...');
    disabled.disabled = true;
    disabled.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(replayEarlyInput()).toBe(0);
  });

  it('replays a select change with the chosen value, once', () => {
    startCapture();
    const select = themeSelect();
    select.removeAttribute('data-action');
    const onChange = jest.fn(() => select.value);
    select.value = 'theme-dark';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // The live tree renders the select with its own value before the replay.
    select.value = 'theme-light';
    select.addEventListener('change', onChange);
    expect(replayEarlyInput()).toBe(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveReturnedWith('theme-dark');
  });

  it('applies a theme chosen in the theme select at once, keeps its events from the page, and holds nothing', () => {
    const chooseTheme = jest.fn();
    window.__chooseTheme = chooseTheme;
    startCapture();
    const select = themeSelect();
    const reached = jest.fn();
    document.body.addEventListener('input', reached);
    document.body.addEventListener('change', reached);
    select.value = 'theme-dark';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(chooseTheme).toHaveBeenCalledTimes(1);
    expect(chooseTheme).toHaveBeenCalledWith('theme-dark');
    expect(reached).not.toHaveBeenCalled();
    expect(document.documentElement).not.toHaveAttribute('data-input-pending');
    expect(replayEarlyInput()).toBe(0);
    // Once the shell has taken over, the select is the shell's alone.
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(reached).toHaveBeenCalledTimes(1);
    expect(chooseTheme).toHaveBeenCalledTimes(1);
  });

  it("shows the root element's theme in the served theme select once the page has loaded", () => {
    startCapture();
    const select = themeSelect();
    document.documentElement.className = 'theme-vibrant';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(select.value).toBe('theme-vibrant');
  });

  it('replays on the control that does the same when the held one was redrawn', () => {
    startCapture();
    const served = button('Start Your GCC Journey', 'contact');
    served.click();
    served.remove();
    const live = button('Contact Us', 'contact');
    const onClick = jest.fn();
    live.addEventListener('click', onClick);
    expect(replayEarlyInput()).toBe(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('drops a redrawn control that nothing on the page now does', () => {
    startCapture();
    const served = button('Explore Services', 'service');
    served.click();
    served.remove();
    expect(replayEarlyInput()).toBe(0);
  });

  it('does nothing when the page had no capture script', () => {
    expect(replayEarlyInput()).toBe(0);
  });
});

describe('early input while the page is still on its way', () => {
  function pageRegion(): HTMLElement {
    const main = document.createElement('main');
    document.body.append(main);
    return main;
  }

  it('shows at once on the control that it was taken (aria-busy), until its replay', () => {
    startCapture();
    const contact = button('Contact Us');
    contact.click();
    expect(contact).toHaveAttribute('aria-busy', 'true');
    expect(contact).toHaveAttribute('data-input-pending');
    replayEarlyInput();
    expect(contact).not.toHaveAttribute('aria-busy');
    expect(contact).not.toHaveAttribute('data-input-pending');
  });

  it("replays the shell's input when the shell is live and holds the page's until the page is", () => {
    startCapture();
    const header = button('Contact Us');
    const main = pageRegion();
    const inPage = document.createElement('button');
    inPage.textContent = 'Request access';
    main.append(inPage);
    const clicks: string[] = [];
    header.addEventListener('click', () => clicks.push('header'));
    inPage.addEventListener('click', () => clicks.push('page'));
    header.click();
    inPage.click();

    expect(replayEarlyInput(PAGE_REGION)).toBe(1);
    expect(clicks).toEqual(['header']);
    expect(inPage).toHaveAttribute('aria-busy', 'true');
    expect(document.documentElement).toHaveAttribute('data-input-pending');
    // The shell's own controls answer directly now; the page's are still held.
    header.click();
    inPage.click();
    expect(clicks).toEqual(['header', 'header']);

    expect(replayEarlyInput()).toBe(2);
    expect(clicks).toEqual(['header', 'header', 'page', 'page']);
    expect(document.documentElement).not.toHaveAttribute('data-input-pending');
    inPage.click();
    expect(clicks).toEqual(['header', 'header', 'page', 'page', 'page']);
  });

  it('leaves the theme select to the shell once the shell is live, while the page is still held', () => {
    const chooseTheme = jest.fn();
    window.__chooseTheme = chooseTheme;
    startCapture();
    const select = themeSelect();
    pageRegion();
    replayEarlyInput(PAGE_REGION);
    const reached = jest.fn();
    document.body.addEventListener('change', reached);
    select.value = 'theme-dark';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(chooseTheme).not.toHaveBeenCalled();
    expect(reached).toHaveBeenCalledTimes(1);
  });
});
