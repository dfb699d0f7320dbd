import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, deferred, expectToast } from 'shared-ui/testing';
import { argsOf, type Answer } from '../test/fake-supabase';
import { ROWS } from '../test/fixtures';
import { dialog, field, renderWorkspace, row, startNew, submitButton, typeInto } from '../test/workspace-harness';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), getSupabase: jest.fn() }));

afterEach(() => clearToasts());

describe('New resource', () => {
  it('opens an empty form, published by default, with labelled controls', async () => {
    renderWorkspace(ROWS);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New resource' }));

    expect(dialog()).toHaveAccessibleDescription('Add a whitepaper, webinar, podcast or report to the Knowledge Hub.');
    expect(field('Title')).toHaveValue('');
    expect(field('Title')).toBeRequired();
    expect(field('Description')).toHaveProperty('tagName', 'TEXTAREA');
    expect(
      within(field('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a type', 'Whitepaper', 'Webinar', 'Podcast', 'Report']);
    expect(within(dialog()).getByRole('radio', { name: 'No document yet' })).toBeChecked();
    expect(within(dialog()).getByRole('checkbox', { name: 'Published' })).toBeChecked();
  });

  it('creates a resource with a link, trimmed, then closes, says so and lists it', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    await startNew(user, '  GCC Cost Benchmarks  ', 'Report');
    await typeInto(user, 'Description', 'What a centre costs in each city.');
    await user.click(within(dialog()).getByRole('radio', { name: 'Link' }));
    await typeInto(user, 'Document link', 'https://example.com/benchmarks.pdf');
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Published' }));

    await user.click(submitButton());

    await expectToast('Resource saved', '"GCC Cost Benchmarks" has been saved.');
    expect(argsOf(fake.queriesOf('insert')[0], 'insert')).toEqual([
      [
        {
          title: 'GCC Cost Benchmarks',
          type: 'Report',
          description: 'What a centre costs in each city.',
          url: 'https://example.com/benchmarks.pdf',
          published: false,
        },
      ],
    ]);
    expect(fake.uploads).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'GCC Cost Benchmarks' })).toHaveTextContent('StatusDraft');
    expect(fake.queriesOf('select')).toHaveLength(2);
  });

  it('cannot be closed with Escape while saving', async () => {
    const fake = renderWorkspace(ROWS);
    const inserted = deferred<Answer>();
    fake.answerNext('insert', inserted.promise);
    const user = userEvent.setup();
    await startNew(user);
    await user.click(submitButton());

    await user.keyboard('{Escape}');

    expect(dialog()).toBeInTheDocument();
    await act(async () => inserted.resolve({ data: { ...ROWS[0], id: 'new' }, error: null }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row('India GCC Landscape Report 2025')).toBeInTheDocument();
  });
});
