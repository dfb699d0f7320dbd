import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteModule, resetRemote } from '../../federation/remotes';
import { RemotePage } from './remote-page';

jest.mock('../../federation/remotes', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
}));

const load = jest.mocked(loadRemoteModule);
const reset = jest.mocked(resetRemote);

function page(heading: string) {
  return { default: () => <h1>{heading}</h1> };
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  load.mockReset();
  reset.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

// Loaded pages are cached per remote module for the life of the page, so each test uses its own module name.
describe('RemotePage', () => {
  it('shows a loading status, then the page of the remote module', async () => {
    load.mockResolvedValueOnce(page('Our Services'));

    render(<RemotePage remote="marketing" module="services-page" what="Our services page" />);

    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('marketing', 'services-page');
  });

  it('says the section is temporarily unavailable, with a Retry, when the remote fails to load', async () => {
    load.mockRejectedValueOnce(new Error('The knowledgeHub bundle is not configured.'));

    render(<RemotePage remote="knowledgeHub" module="knowledge-hub-page" what="The Knowledge Hub" />);

    expect(
      await screen.findByRole('heading', { name: 'The Knowledge Hub is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[shell] a remote section failed:',
      expect.objectContaining({ message: 'The knowledgeHub bundle is not configured.' }),
      expect.anything(),
    );
  });

  it('on Retry resets the remote and loads again, then shows the page without a reload', async () => {
    load.mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce(page('About Us'));
    render(<RemotePage remote="marketing" module="about-page" what="Our about page" />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(reset).not.toHaveBeenCalled();

    await userEvent.click(retry);

    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('marketing');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('heading', { name: /temporarily unavailable/ })).not.toBeInTheDocument();
  });

  it('offers Retry again when the second attempt fails too', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('still down'));
    render(<RemotePage remote="marketing" module="retry-twice-page" what="This page" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This page is temporarily unavailable' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a loaded page cached across re-mounts, so it is loaded only once', async () => {
    load.mockResolvedValue(page('Welcome home'));
    const first = render(<RemotePage remote="marketing" module="home-page" what="This page" />);
    await screen.findByRole('heading', { name: 'Welcome home' });
    first.unmount();

    render(<RemotePage remote="marketing" module="home-page" what="This page" />);

    expect(screen.getByRole('heading', { name: 'Welcome home' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the unavailable screen when a loaded page throws while rendering', async () => {
    load.mockResolvedValueOnce({
      default: () => {
        throw new Error('render failed');
      },
    });

    render(<RemotePage remote="marketing" module="broken-page" what="This page" />);

    expect(await screen.findByRole('heading', { name: 'This page is temporarily unavailable' })).toBeInTheDocument();
  });
});
