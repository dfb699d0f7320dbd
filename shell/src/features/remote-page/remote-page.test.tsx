import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteModule, resetRemote } from '../../federation/remotes';
import { preloadRemotePage } from './lazy-remote';
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

  it('marks #root once the page is shown, and clears the mark when it goes away', async () => {
    load.mockResolvedValueOnce(page('Marked page'));
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const view = render(<RemotePage remote="marketing" module="marked-page" what="This page" />, { container: root });
    expect(root).not.toHaveAttribute('data-route-ready');

    await screen.findByRole('heading', { name: 'Marked page' });
    expect(root).toHaveAttribute('data-route-ready', 'page');

    view.unmount();
    expect(root).not.toHaveAttribute('data-route-ready');
    root.remove();
  });

  it('marks #root as unavailable when the remote fails', async () => {
    load.mockRejectedValueOnce(new Error('down'));
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    render(<RemotePage remote="marketing" module="failing-marked-page" what="This page" />, { container: root });

    await screen.findByRole('button', { name: 'Retry' });
    expect(root).toHaveAttribute('data-route-ready', 'unavailable');
    root.remove();
  });

  it('shows a preloaded page on its very first render, with no loading status in between', async () => {
    load.mockResolvedValueOnce(page('Ready at once'));
    await expect(preloadRemotePage('marketing', 'preloaded-page')).resolves.toBe(true);

    render(<RemotePage remote="marketing" module="preloaded-page" what="This page" />);

    expect(screen.getByRole('heading', { name: 'Ready at once' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed preload to the page, which then shows the unavailable screen', async () => {
    load.mockRejectedValue(new Error('offline'));
    await expect(preloadRemotePage('marketing', 'offline-page')).resolves.toBe(false);

    render(<RemotePage remote="marketing" module="offline-page" what="This page" />);

    expect(await screen.findByRole('heading', { name: 'This page is temporarily unavailable' })).toBeInTheDocument();
  });
});
