import { fireEvent, render, screen } from '@testing-library/react';
import { makeResource } from '../test/fixtures';
import { ResourceGrid } from './resource-grid';

const resources = [
  makeResource({ id: 'a', title: 'First' }),
  makeResource({ id: 'b', title: 'Second' }),
  makeResource({ id: 'c', title: 'Third' }),
];

/** Every CSS rule emotion wrote, as text (jsdom does not run animations). */
function allRules(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('\n');
}

describe('ResourceGrid', () => {
  it('lists the cards, each fading up 0.1 s after the one before it', () => {
    render(<ResourceGrid resources={resources} onAccess={() => {}} />);

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => getComputedStyle(item).animationDelay)).toEqual(['0s', '0.1s', '0.2s']);
    expect(getComputedStyle(items[0]!).animation).toMatch(/0\.4s ease-out both/);
  });

  it('shows every card at once, without movement, when the visitor prefers reduced motion', () => {
    render(<ResourceGrid resources={resources} onAccess={() => {}} />);

    const [first] = screen.getAllByRole('listitem');
    const reduced = new RegExp(
      `@media \\(prefers-reduced-motion: reduce\\)\\s*{\\s*\\.${first!.classList[0]}\\s*{[^}]*\\banimation-name: none;`,
    );
    expect(allRules()).toMatch(reduced);
  });

  it('hands the clicked resource to onAccess', () => {
    const onAccess = jest.fn();
    render(<ResourceGrid resources={resources} onAccess={onAccess} />);

    screen.getAllByRole('button', { name: 'Access Now' })[1]?.click();

    expect(onAccess).toHaveBeenCalledWith(resources[1]);
  });

  it('reports the first signs of an access: the pointer entering an Access Now button, or focus on it', () => {
    const onAccessIntent = jest.fn();
    render(<ResourceGrid resources={resources} onAccess={() => {}} onAccessIntent={onAccessIntent} />);
    const [first, second] = screen.getAllByRole('button', { name: 'Access Now' });

    fireEvent.pointerOver(screen.getByRole('heading', { name: 'First' }));
    expect(onAccessIntent).not.toHaveBeenCalled();
    fireEvent.pointerEnter(first!);
    expect(onAccessIntent).toHaveBeenCalledTimes(1);
    second!.focus();
    expect(onAccessIntent).toHaveBeenCalledTimes(2);
  });
});
