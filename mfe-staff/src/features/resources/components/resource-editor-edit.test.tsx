import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, expectToast } from 'shared-ui/testing';
import { argsOf, publicUrl } from '../test/fake-supabase';
import { makeRow, pdfFile, ROWS } from '../test/fixtures';
import {
  chooseFile,
  dialog,
  field,
  renderWorkspace,
  row,
  startNew,
  submitButton,
  typeInto,
  type User,
} from '../test/workspace-harness';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), getSupabase: jest.fn() }));

afterEach(() => clearToasts());

async function edit(user: User, title: string): Promise<void> {
  const item = await screen.findByRole('listitem', { name: title });
  await user.click(within(item).getByRole('button', { name: 'Edit' }));
}

describe('the form checks what the database checks', () => {
  it('refuses a title of 301 characters beside the field, and saves one of 300', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    await startNew(user, 'x'.repeat(301));

    await user.click(submitButton());

    const title = field('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining('The title must be at most 300 characters (it has 301).'),
    );
    expect(title).toHaveFocus();
    expect(fake.queriesOf('insert')).toEqual([]);

    await user.keyboard('{Backspace}');
    await user.click(submitButton());

    await expectToast('Resource saved', /has been saved/);
    expect(argsOf(fake.queriesOf('insert')[0], 'insert')[0]?.[0]).toMatchObject({ title: 'x'.repeat(300) });
  });

  it('refuses a description of 2001 characters and keeps it', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    await startNew(user);
    await typeInto(user, 'Description', 'd'.repeat(2001));

    await user.click(submitButton());

    expect(field('Description')).toHaveAccessibleDescription(
      expect.stringContaining('The description must be at most 2000 characters (it has 2001).'),
    );
    expect(field('Description')).toHaveValue('d'.repeat(2001));
    expect(fake.queriesOf('insert')).toEqual([]);
  });

  it('refuses a javascript: link, and asks for a title and a type when they are missing', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Link' }));
    await typeInto(user, 'Document link', 'javascript:alert(1)');

    await user.click(submitButton());

    expect(field('Document link')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Document link')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a web address that starts with http:// or https://'),
    );
    expect(field('Title')).toHaveAccessibleDescription('Enter a title.');
    expect(field('Type')).toHaveAccessibleDescription('Choose a type.');
    expect(field('Type')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Title')).toHaveFocus();
    expect(fake.queriesOf('insert')).toEqual([]);
  });

  it('explains a CHECK the database refused', async () => {
    const fake = renderWorkspace(ROWS);
    fake.answerNext('insert', {
      data: null,
      error: {
        message: 'new row for relation "resources" violates check constraint "resources_type_length"',
        code: '23514',
      },
    });
    const user = userEvent.setup();
    await startNew(user);

    await user.click(submitButton());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The resource was not saved. The type must be 1 to 50 characters, with no spaces at either end.',
    );
  });
});

describe('Edit', () => {
  it("opens the form with the resource's values and saves changes as an update of that row", async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    await edit(user, 'Scaling Engineering Teams');

    expect(dialog('Edit resource')).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Scaling Engineering Teams');
    expect(field('Type')).toHaveValue('Webinar');
    expect(field('Document link')).toHaveValue('https://example.com/playbook.pdf');
    expect(within(dialog('Edit resource')).getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    await typeInto(user, 'Title', 'Scaling Engineering Teams in India');
    await user.click(submitButton());

    await expectToast('Resource saved', '"Scaling Engineering Teams in India" has been saved.');
    const [update] = fake.queriesOf('update');
    expect(argsOf(update, 'eq')).toEqual([['id', 'res-2']]);
    expect(argsOf(update, 'update')).toEqual([
      [
        {
          title: 'Scaling Engineering Teams in India',
          type: 'Webinar',
          description: 'How a cost centre becomes a capability hub.',
          url: 'https://example.com/playbook.pdf',
          published: false,
        },
      ],
    ]);
    expect(fake.queriesOf('insert')).toEqual([]);
    expect(await screen.findByRole('listitem', { name: 'Scaling Engineering Teams in India' })).toBeInTheDocument();
  });

  it('keeps every changed value in the form when the update fails', async () => {
    const fake = renderWorkspace(ROWS);
    fake.answerNext('update', { data: null, error: { message: 'Failed to fetch' } });
    const user = userEvent.setup();
    await edit(user, 'Scaling Engineering Teams');
    await typeInto(user, 'Title', 'A better title');
    await typeInto(user, 'Description', 'A better description.');
    await user.selectOptions(field('Type'), 'Podcast');
    await typeInto(user, 'Document link', 'https://example.com/better.pdf');
    await user.click(within(dialog('Edit resource')).getByRole('checkbox', { name: 'Published' }));

    await user.click(submitButton());

    expect(await within(dialog('Edit resource')).findByRole('alert')).toHaveTextContent(
      'The resource was not saved. Failed to fetch',
    );
    expect(field('Title')).toHaveValue('A better title');
    expect(field('Description')).toHaveValue('A better description.');
    expect(field('Type')).toHaveValue('Podcast');
    expect(field('Document link')).toHaveValue('https://example.com/better.pdf');
    expect(within(dialog('Edit resource')).getByRole('checkbox', { name: 'Published' })).toBeChecked();
    expect(row('Scaling Engineering Teams')).toBeInTheDocument();
    expect(fake.rows().find((r) => r.id === 'res-2')?.title).toBe('Scaling Engineering Teams');
  });

  it('keeps an uploaded document unless a new PDF is chosen', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    await edit(user, 'India GCC Landscape Report 2025');

    expect(within(dialog('Edit resource')).getByRole('radio', { name: 'Upload a PDF' })).toBeChecked();
    expect(within(dialog('Edit resource')).getByRole('link', { name: 'open the uploaded PDF' })).toHaveAttribute(
      'href',
      publicUrl('resources', 'landscape.pdf'),
    );
    expect(field('PDF document')).not.toBeRequired();
    await user.click(submitButton());

    await expectToast('Resource saved', /has been saved/);
    expect(fake.uploads).toEqual([]);
    expect(argsOf(fake.queriesOf('update')[0], 'update')[0]?.[0]).toMatchObject({ url: 'resources/landscape.pdf' });
  });

  it('replaces an uploaded document with a new PDF', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    await edit(user, 'India GCC Landscape Report 2025');
    await chooseFile(user, pdfFile('Landscape v2.pdf'));

    await user.click(submitButton());

    await expectToast('Resource saved', /has been saved/);
    expect(fake.uploads[0]?.path).toMatch(/\/landscape-v2\.pdf$/);
    expect(argsOf(fake.queriesOf('update')[0], 'update')[0]?.[0]).toMatchObject({
      url: `resources/${fake.uploads[0]?.path}`,
    });
  });

  it('offers a type the hub does not know when the resource has one, and starts afresh after Cancel', async () => {
    renderWorkspace([makeRow({ type: 'Case Study' })]);
    const user = userEvent.setup();
    await edit(user, 'The GCC Operating Model Playbook');
    expect(field('Type')).toHaveValue('Case Study');
    await typeInto(user, 'Title', 'Changed');

    await user.click(within(dialog('Edit resource')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await edit(user, 'The GCC Operating Model Playbook');

    expect(field('Title')).toHaveValue('The GCC Operating Model Playbook');
  });
});
