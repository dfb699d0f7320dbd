import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, deferred, expectToast, toastRegion } from 'shared-ui/testing';
import { argsOf, publicUrl, type Answer } from '../test/fake-supabase';
import { makeRow, ROWS } from '../test/fixtures';
import { renderWorkspace, row } from '../test/workspace-harness';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), getSupabase: jest.fn() }));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  clearToasts();
  consoleError.mockRestore();
});

describe('ResourcesWorkspace: the list', () => {
  it('lists every resource, drafts included, newest first, with type, date, status and document', async () => {
    renderWorkspace(ROWS);

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'India GCC Landscape Report 2025',
      'Scaling Engineering Teams',
      'Talent Strategies Podcast',
    ]);
    const upload = row('India GCC Landscape Report 2025');
    expect(upload).toHaveTextContent('TypeReport');
    expect(upload).toHaveTextContent('StatusPublished');
    expect(within(upload).getByRole('link', { name: 'Uploaded PDF' })).toHaveAttribute(
      'href',
      publicUrl('resources', 'landscape.pdf'),
    );
    const draft = row('Scaling Engineering Teams');
    expect(draft).toHaveTextContent('StatusDraft');
    expect(within(draft).getByRole('link', { name: 'Link' })).toHaveAttribute(
      'href',
      'https://example.com/playbook.pdf',
    );
    expect(within(draft).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(within(draft).getByText('2 Apr 2025')).toHaveAttribute('datetime', '2025-04-02T12:00:00+00:00');
    const placeholder = row('Talent Strategies Podcast');
    expect(placeholder).toHaveTextContent('DocumentNo document');
    expect(within(placeholder).queryByRole('link')).not.toBeInTheDocument();
    expect(within(placeholder).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(within(placeholder).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription(
      'Talent Strategies Podcast',
    );
    expect(screen.getByText('3 resources, 1 draft')).toBeInTheDocument();
  });

  it('shows a labelled spinner until the list arrives', async () => {
    const fake = renderWorkspace(ROWS);
    const answer = deferred<Answer>();
    fake.answerNext('select', answer.promise);

    expect(screen.getByRole('status', { name: 'Loading resources' })).toBeInTheDocument();
    await act(async () => answer.resolve({ data: ROWS, error: null }));
    expect(screen.queryByRole('status', { name: 'Loading resources' })).not.toBeInTheDocument();
  });

  it('says when there are no resources yet', async () => {
    renderWorkspace([]);
    expect(await screen.findByText(/No resources yet/)).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('shows why loading failed and loads again with Try again', async () => {
    consoleError.mockImplementation(() => undefined);
    const fake = renderWorkspace(ROWS);
    fake.answerNext('select', {
      data: null,
      error: { message: 'permission denied for table resources', code: '42501' },
    });
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The resources could not be loaded. Your account is not allowed to do this.');
    expect(consoleError).toHaveBeenCalledWith('Failed to load resources:', expect.any(Error));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fake.queriesOf('select')).toHaveLength(2);
  });
});

describe('ResourcesWorkspace: publish and unpublish', () => {
  it('publishes a draft in place and says so', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    const draft = await screen.findByRole('listitem', { name: 'Scaling Engineering Teams' });

    await user.click(within(draft).getByRole('button', { name: 'Publish' }));

    await expectToast('Resource published', '"Scaling Engineering Teams" is now shown on the Knowledge Hub.');
    const [update] = fake.queriesOf('update');
    expect(update?.calls).toEqual([
      ['update', [{ published: true }]],
      ['eq', ['id', 'res-2']],
      ['select', []],
    ]);
    expect(draft).toHaveTextContent('StatusPublished');
    expect(within(draft).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(fake.queriesOf('select')).toHaveLength(1);
  });

  it('unpublishes a published resource and says so', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: 'India GCC Landscape Report 2025' });

    await user.click(within(item).getByRole('button', { name: 'Unpublish' }));

    await expectToast(
      'Resource unpublished',
      '"India GCC Landscape Report 2025" is now hidden from the Knowledge Hub.',
    );
    expect(argsOf(fake.queriesOf('update')[0], 'update')).toEqual([[{ published: false }]]);
    expect(item).toHaveTextContent('StatusDraft');
    expect(screen.getByText('3 resources, 2 drafts')).toBeInTheDocument();
  });

  it('keeps the row as it was and shows Update Failed with the reason when refused', async () => {
    const fake = renderWorkspace(ROWS);
    fake.answerNext('update', {
      data: null,
      error: { message: 'new row violates row-level security policy', code: '42501' },
    });
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: 'India GCC Landscape Report 2025' });

    await user.click(within(item).getByRole('button', { name: 'Unpublish' }));

    await expectToast('Update Failed', /Your account is not allowed to do this/);
    expect(within(toastRegion()).getByText('Update Failed').closest('li')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    expect(item).toHaveTextContent('StatusPublished');
  });

  it('sends one update for a double click, and reads Unpublishing… meanwhile', async () => {
    const fake = renderWorkspace([makeRow()]);
    const answer = deferred<Answer>();
    fake.answerNext('update', answer.promise);
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: 'The GCC Operating Model Playbook' });

    await user.dblClick(within(item).getByRole('button', { name: 'Unpublish' }));

    expect(within(item).getByRole('button', { name: 'Unpublishing…' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.resolve({ data: [makeRow({ published: false })], error: null }));
    expect(fake.queriesOf('update')).toHaveLength(1);
    expect(within(item).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });
});
