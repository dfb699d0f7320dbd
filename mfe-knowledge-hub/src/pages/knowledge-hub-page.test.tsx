import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'shared-ui';
import { getResources } from '../features/resources/api/get-resources';
import { makeResource } from '../features/resources/test/fixtures';
import { clearToasts, deferred, expectToast, renderWithToaster, toastRegion } from 'shared-ui/testing';
import { KnowledgeHubPage } from './knowledge-hub-page';

jest.mock('../features/resources/api/get-resources');
jest.mock('../features/resources/api/validate-company-email');
jest.mock('../features/resources/api/create-resource-lead');
// The real toast function, observed: the duration is not visible in the DOM.
jest.mock('shared-ui', () => {
  const actual = jest.requireActual('shared-ui');
  return { ...actual, toast: jest.fn(actual.toast) };
});

const mockedGetResources = jest.mocked(getResources);
const mockedToast = jest.mocked(toast);

const RESOURCES = [
  makeResource({
    id: 'r1',
    type: 'Report',
    title: 'India GCC Landscape Report 2025',
    description: 'Cities, talent and costs.',
  }),
  makeResource({
    id: 'r2',
    type: 'Webinar',
    title: 'Build-Operate-Transfer or Captive?',
    description: 'Choosing an entry model.',
  }),
  makeResource({
    id: 'r3',
    type: 'Whitepaper',
    title: 'The GCC Operating Model Playbook',
    description: 'From cost centre to hub.',
  }),
  makeResource({
    id: 'r4',
    type: 'Podcast',
    title: 'Scaling an Engineering Centre in Pune',
    description: 'A site leader talks.',
  }),
  makeResource({
    id: 'r5',
    type: 'Case Study',
    title: 'A Bank Opens in Hyderabad',
    description: 'A new type of resource.',
  }),
];

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

beforeEach(() => {
  mockedGetResources.mockReset();
  mockedToast.mockClear();
});
afterEach(clearToasts);

describe('KnowledgeHubPage', () => {
  it('shows the heading and subtitle', async () => {
    mockedGetResources.mockResolvedValue([]);
    renderWithToaster(<KnowledgeHubPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeInTheDocument();
    expect(screen.getByText('Your central source for expert insights on India GCCs.')).toBeInTheDocument();
    await screen.findByText(/no resources have been published yet/i);
  });

  it('shows a spinner over placeholder cards while loading, then the cards', async () => {
    const pending = deferred<typeof RESOURCES>();
    mockedGetResources.mockReturnValue(pending.promise);
    renderWithToaster(<KnowledgeHubPage />);

    expect(screen.getByRole('status', { name: 'Loading resources' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resources' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await act(async () => pending.resolve(RESOURCES));

    expect(screen.queryByRole('status', { name: 'Loading resources' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resources' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(mockedGetResources).toHaveBeenCalledTimes(1);
  });

  it('shows each resource in the order given, with its icon, type label, title, description and Access Now', async () => {
    mockedGetResources.mockResolvedValue(RESOURCES);
    renderWithToaster(<KnowledgeHubPage />);

    const articles = await screen.findAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual(
      RESOURCES.map((r) => r.title),
    );

    const report = card('India GCC Landscape Report 2025');
    expect(within(report).getByText('Report')).toBeInTheDocument();
    expect(within(report).getByText('Cities, talent and costs.')).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'Access Now' })).toHaveAccessibleDescription(
      'India GCC Landscape Report 2025',
    );

    const icons = articles.map((a) => a.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon'));
    expect(icons).toEqual(['report', 'webinar', 'whitepaper', 'podcast', 'other']);
  });

  it('gives a type it does not know the default icon and still shows its label', async () => {
    mockedGetResources.mockResolvedValue([makeResource({ type: 'Toolkit', title: 'Site Selection Toolkit' })]);
    renderWithToaster(<KnowledgeHubPage />);

    const toolkit = await screen.findByRole('article', { name: 'Site Selection Toolkit' });
    expect(within(toolkit).getByText('Toolkit')).toBeInTheDocument();
    expect(toolkit.querySelector('svg[data-icon="other"]')).toBeInTheDocument();
  });

  it('on a load failure logs the error, shows the destructive Error toast and an empty list', async () => {
    const failure = new Error('network down');
    mockedGetResources.mockRejectedValue(failure);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderWithToaster(<KnowledgeHubPage />);

      await expectToast('Error', 'Failed to load resources. Please try again later.');
      expect(mockedToast).toHaveBeenCalledWith(
        expect.objectContaining({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to load resources. Please try again later.',
        }),
      );
      expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading resources' })).not.toBeInTheDocument();
      expect(screen.getByText('Resources are unavailable right now. Please try again later.')).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  it.each([
    ['no url', null],
    ['the # placeholder', '#'],
    ['a javascript: url', 'javascript:alert(document.cookie)'],
    ['an ftp: url', 'ftp://example.com/playbook.pdf'],
  ])('for %s shows the content-needed toast for 5 s and opens no dialog', async (_name, url) => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    mockedGetResources.mockResolvedValue([makeResource({ title: 'Compliance Calendar', url })]);
    renderWithToaster(<KnowledgeHubPage />);

    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Compliance Calendar' })).getByRole('button', {
        name: 'Access Now',
      }),
    );

    await expectToast(
      '🚧 Genuine content needed!',
      'Please provide the file or URL for this resource to make it accessible.',
    );
    expect(mockedToast).toHaveBeenCalledWith({
      title: '🚧 Genuine content needed!',
      description: 'Please provide the file or URL for this resource to make it accessible.',
      duration: 5000,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('opens the Access Resource dialog for a resource with an http(s) url', async () => {
    mockedGetResources.mockResolvedValue(RESOURCES);
    renderWithToaster(<KnowledgeHubPage />);

    await userEvent.click(
      within(await screen.findByRole('article', { name: 'The GCC Operating Model Playbook' })).getByRole('button', {
        name: 'Access Now',
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Access Resource' });
    expect(dialog).toHaveTextContent(
      'To access "The GCC Operating Model Playbook", please provide your details below.',
    );
    expect(within(toastRegion()).queryByText('🚧 Genuine content needed!')).not.toBeInTheDocument();
  });
});
