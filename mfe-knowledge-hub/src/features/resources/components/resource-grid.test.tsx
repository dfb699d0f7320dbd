import { render, screen } from '@testing-library/react';
import { useReducedMotion } from 'framer-motion';
import { makeResource } from '../test/fixtures';
import { ResourceGrid } from './resource-grid';

jest.mock('framer-motion', () => ({ ...jest.requireActual('framer-motion'), useReducedMotion: jest.fn(() => false) }));

const mockedReducedMotion = jest.mocked(useReducedMotion);
const resources = [makeResource({ id: 'a', title: 'First' }), makeResource({ id: 'b', title: 'Second' })];

describe('ResourceGrid', () => {
  it('lists the cards and starts each one hidden, to fade in one after another', () => {
    mockedReducedMotion.mockReturnValue(false);
    render(<ResourceGrid resources={resources} onAccess={() => {}} />);

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const item of items) expect(item).toHaveStyle({ opacity: '0' });
  });

  it('shows every card at once, without movement, when the visitor prefers reduced motion', () => {
    mockedReducedMotion.mockReturnValue(true);
    render(<ResourceGrid resources={resources} onAccess={() => {}} />);

    for (const item of screen.getAllByRole('listitem')) {
      expect(item).not.toHaveStyle({ opacity: '0' });
      expect(item.style.transform).toBe('none');
    }
  });

  it('hands the clicked resource to onAccess', () => {
    const onAccess = jest.fn();
    render(<ResourceGrid resources={resources} onAccess={onAccess} />);

    screen.getAllByRole('button', { name: 'Access Now' })[1]?.click();

    expect(onAccess).toHaveBeenCalledWith(resources[1]);
  });
});
