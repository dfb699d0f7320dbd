import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../components/toast/toaster';
import { SITE_INFO } from '../site/site-info';
import { dismissToast, getToasts } from '../components/toast/toast-store';
import { SERVICE_ACTION_TOAST, SiteActionsProvider, useContactAction, useServiceAction } from './site-actions';

function ActionButtons() {
  const openContact = useContactAction();
  const showService = useServiceAction();
  return (
    <>
      <button type="button" onClick={openContact}>
        Start Your GCC Journey
      </button>
      <button type="button" onClick={showService}>
        Explore Services
      </button>
    </>
  );
}

const openToasts = () => getToasts().filter((t) => t.open);

afterEach(() => {
  act(() => dismissToast());
});

describe('useServiceAction', () => {
  it('shows the "not implemented yet" toast for 5 seconds', async () => {
    render(
      <>
        <ActionButtons />
        <Toaster />
      </>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Explore Services' }));

    expect(screen.getByText(SERVICE_ACTION_TOAST.title)).toBeInTheDocument();
    expect(SERVICE_ACTION_TOAST.title).toMatch(/not implemented yet/);
    expect(openToasts()).toEqual([expect.objectContaining({ title: SERVICE_ACTION_TOAST.title, duration: 5000 })]);
  });
});

describe('useContactAction', () => {
  it("calls the provider's openContact", async () => {
    const openContact = jest.fn();
    render(
      <SiteActionsProvider value={{ openContact }}>
        <ActionButtons />
      </SiteActionsProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Start Your GCC Journey' }));

    expect(openContact).toHaveBeenCalledTimes(1);
    expect(openToasts()).toEqual([]);
  });

  it('without a provider, shows a toast with the email address instead of throwing', async () => {
    render(
      <>
        <ActionButtons />
        <Toaster />
      </>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Start Your GCC Journey' }));

    expect(screen.getByText('Contact is unavailable')).toBeInTheDocument();
    expect(screen.getByText(`Please email us at ${SITE_INFO.email} instead.`)).toBeInTheDocument();
    expect(openToasts()).toEqual([
      expect.objectContaining({ title: 'Contact is unavailable', variant: 'destructive' }),
    ]);
  });
});
