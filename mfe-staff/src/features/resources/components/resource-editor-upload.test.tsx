import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESOURCE_LIMITS } from 'shared-ui';
import { clearToasts, deferred, expectToast } from 'shared-ui/testing';
import { argsOf, type Answer } from '../test/fake-supabase';
import { fakePdfFile, pdfFile, pdfFileTyped, ROWS } from '../test/fixtures';
import {
  chooseFile,
  dialog,
  field,
  renderWorkspace,
  startNew,
  submitButton,
  typeInto,
} from '../test/workspace-harness';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), getSupabase: jest.fn() }));

afterEach(() => clearToasts());

const UPLOAD_PATH = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/annual-report-2025\.pdf$/;

describe('New resource with an uploaded PDF', () => {
  it('uploads a PDF under a new folder, then saves its location as the url', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    const file = pdfFile('Annual Report 2025.pdf');
    await startNew(user);
    await chooseFile(user, file);
    expect(within(dialog()).getByText(/Selected: Annual Report 2025\.pdf/)).toBeInTheDocument();
    expect(field('PDF document')).toHaveAttribute('accept', 'application/pdf,.pdf');

    await user.click(submitButton());

    await expectToast('Resource saved', '"GCC Cost Benchmarks" has been saved.');
    const [upload] = fake.uploads;
    expect(upload).toMatchObject({
      bucket: 'resources',
      body: file,
      options: { contentType: 'application/pdf', upsert: false },
    });
    expect(upload?.path).toMatch(UPLOAD_PATH);
    expect(argsOf(fake.queriesOf('insert')[0], 'insert')[0]?.[0]).toMatchObject({ url: `resources/${upload?.path}` });
    expect(await screen.findByRole('listitem', { name: 'GCC Cost Benchmarks' })).toHaveTextContent(
      'DocumentUploaded PDF',
    );
  });

  it('offers a PDF the browser gives no type, and stores it as application/pdf', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    await startNew(user);
    // The picker offers it by its name (accept lists .pdf): a file input would drop it otherwise.
    await chooseFile(user, pdfFileTyped(''));
    expect(within(dialog()).getByText(/Selected: Annual Report 2025\.pdf/)).toBeInTheDocument();

    await user.click(submitButton());

    await expectToast('Resource saved', '"GCC Cost Benchmarks" has been saved.');
    const [upload] = fake.uploads;
    expect(upload?.path).toMatch(UPLOAD_PATH);
    expect(upload?.body).toMatchObject({ name: 'Annual Report 2025.pdf', type: 'application/pdf' });
  });

  it('refuses a file named .pdf whose content is not a PDF, before uploading anything', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    await startNew(user);
    await chooseFile(user, fakePdfFile('brochure.pdf'));

    await user.click(submitButton());

    const input = field('PDF document');
    expect(await within(dialog()).findByText('Only PDF documents can be uploaded.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Only PDF documents can be uploaded.'));
    expect(input).toHaveFocus();
    expect(fake.uploads).toEqual([]);
    expect(fake.queriesOf('insert')).toEqual([]);
    expect(field('Title')).toHaveValue('GCC Cost Benchmarks');
  });

  it('refuses a PDF larger than 20 MB before uploading it', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    const big = pdfFile('big.pdf');
    Object.defineProperty(big, 'size', { value: RESOURCE_LIMITS.documentBytes + 1 });
    await startNew(user);
    await chooseFile(user, big);

    await user.click(submitButton());

    expect(await within(dialog()).findByText('The document is larger than 20 MB.')).toBeInTheDocument();
    expect(fake.uploads).toEqual([]);
  });

  it('asks for a file when Upload a PDF is chosen without one', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    await startNew(user);
    await user.click(within(dialog()).getByRole('radio', { name: 'Upload a PDF' }));

    await user.click(submitButton());

    expect(await within(dialog()).findByText('Choose a PDF document to upload.')).toBeInTheDocument();
    expect(fake.queriesOf('insert')).toEqual([]);
  });

  it('says the PDF was uploaded but not saved when the insert fails, keeps the form, and saves that upload on retry', async () => {
    const fake = renderWorkspace(ROWS);
    fake.answerNext('insert', {
      data: null,
      error: { message: 'new row violates row-level security policy for table "resources"', code: '42501' },
    });
    const user = userEvent.setup();
    await startNew(user, 'Annual Report');
    await typeInto(user, 'Description', 'Numbers.');
    await chooseFile(user, pdfFile('Annual Report 2025.pdf'));

    await user.click(submitButton());

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The PDF was uploaded, but the resource was not saved. Your account is not allowed to do this. Staff access is needed',
    );
    expect(alert).toHaveTextContent('Everything you entered is still here: save again to retry.');
    expect(field('Title')).toHaveValue('Annual Report');
    expect(field('Description')).toHaveValue('Numbers.');
    expect(field('Type')).toHaveValue('Report');
    expect(fake.uploads).toHaveLength(1);

    await user.click(submitButton());

    await expectToast('Resource saved', '"Annual Report" has been saved.');
    expect(fake.uploads).toHaveLength(1);
    const urls = fake.queriesOf('insert').map((q) => (argsOf(q, 'insert')[0]?.[0] as { url: string }).url);
    expect(urls).toEqual([`resources/${fake.uploads[0]?.path}`, `resources/${fake.uploads[0]?.path}`]);
  });

  it('says when the upload itself is refused and saves nothing', async () => {
    const fake = renderWorkspace(ROWS);
    fake.answerNext('upload', {
      data: null,
      error: Object.assign(new Error('Duplicate'), { status: 409, statusCode: '409' }),
    });
    const user = userEvent.setup();
    await startNew(user);
    await chooseFile(user, pdfFile());

    await user.click(submitButton());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The document was not uploaded. A document with this name already exists. Please try again.',
    );
    expect(fake.queriesOf('insert')).toEqual([]);
  });

  it('reads Uploading…, then Saving…, and sends once however often it is submitted', async () => {
    const fake = renderWorkspace(ROWS);
    const stored = deferred<Answer>();
    const inserted = deferred<Answer>();
    fake.answerNext('upload', stored.promise);
    fake.answerNext('insert', inserted.promise);
    const user = userEvent.setup();
    await startNew(user);
    await chooseFile(user, pdfFile());

    await user.dblClick(submitButton());
    expect(await within(dialog()).findByRole('button', { name: 'Uploading…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Enter}');
    await act(async () => stored.resolve({ data: { path: 'p/annual-report-2025.pdf' }, error: null }));
    expect(submitButton()).toHaveTextContent('Saving…');
    expect(field('Title')).toHaveAttribute('readonly');
    await user.click(submitButton());
    await act(async () =>
      inserted.resolve({ data: { ...ROWS[0], id: 'new', title: 'GCC Cost Benchmarks' }, error: null }),
    );

    expect(fake.uploads).toHaveLength(1);
    expect(fake.queriesOf('insert')).toHaveLength(1);
    expect(argsOf(fake.queriesOf('insert')[0], 'insert')[0]?.[0]).toMatchObject({
      url: 'resources/p/annual-report-2025.pdf',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uploads and inserts once for two clicks that land before React re-renders', async () => {
    const fake = renderWorkspace(ROWS);
    const user = userEvent.setup();
    await startNew(user);
    await chooseFile(user, pdfFile());
    const submit = submitButton();

    // Both clicks inside one act(): the button has not been marked busy in between.
    act(() => {
      submit.click();
      submit.click();
    });

    await expectToast('Resource saved', /has been saved/);
    expect(fake.uploads).toHaveLength(1);
    expect(fake.queriesOf('insert')).toHaveLength(1);
  });
});
