import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from 'shared-ui/testing';
import { fakeAuthClient, renderInSite, sessionFor } from '../features/access/test/auth-harness';
import { SignInPage } from './sign-in-page';

const toasts = () => screen.getByRole('region', { name: /notifications/i });

beforeEach(() => window.history.replaceState(null, '', '/staff?next=%2Fstaff%2Fresources'));
afterEach(clearToasts);

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('SignInPage', () => {
  it('signs a staff member in with email and password and returns to the page that sent them', async () => {
    const navigate = jest.fn();
    const { client, auth } = fakeAuthClient();
    renderInSite(<SignInPage />, client, navigate);

    await fillAndSubmit(' meera@gcc-advisory.com ', 'right-password');

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/staff/resources', { replace: true }));
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'meera@gcc-advisory.com',
      password: 'right-password',
    });
    expect(screen.getByRole('navigation', { name: 'Staff workspace' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as meera@gcc-advisory.com')).toBeInTheDocument();
  });

  it("shows 'Sign in Failed' with the backend's message and keeps what was typed", async () => {
    const navigate = jest.fn();
    const { client } = fakeAuthClient();
    renderInSite(<SignInPage />, client, navigate);

    await fillAndSubmit('meera@gcc-advisory.com', 'wrong-password');

    expect(await within(toasts()).findByText('Sign in Failed')).toBeInTheDocument();
    expect(within(toasts()).getByText('Invalid login credentials')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('meera@gcc-advisory.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says what is missing or malformed before asking the backend', async () => {
    const { client, auth } = fakeAuthClient();
    renderInSite(<SignInPage />, client);

    await fillAndSubmit('meera@gcc-advisory', '');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@company.com.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('offers the workspace pages to a staff member who is signed in already, and signs out', async () => {
    const navigate = jest.fn();
    const { client, auth } = fakeAuthClient({ stored: sessionFor('meera@gcc-advisory.com', { staff: true }) });
    renderInSite(<SignInPage />, client, navigate);

    expect(await screen.findByText(/You are signed in/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /leads/i })[0]).toHaveAttribute('href', '/staff/leads');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/staff'));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('tells a signed-in account without the staff claim that it has no access', async () => {
    const { client } = fakeAuthClient({ stored: sessionFor('visitor@acme.co.in', { staff: false }) });
    renderInSite(<SignInPage />, client);

    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff workspace' })).not.toBeInTheDocument();
  });
});
