import { screen } from '@testing-library/react';
import { fakeAuthClient, renderInSite, sessionFor } from '../test/auth-harness';
import { StaffGate } from './staff-gate';

const SECRET = 'The leads of the workspace';

beforeEach(() => window.history.replaceState(null, '', '/staff/leads?q=acme'));

describe('StaffGate', () => {
  it('shows its content to a signed-in staff member', async () => {
    const { client } = fakeAuthClient({ stored: sessionFor('meera@gcc-advisory.com', { staff: true }) });
    renderInSite(<StaffGate>{SECRET}</StaffGate>, client);

    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
  });

  it('sends a visitor to sign-in, replacing the history entry, to come back to this page and query', async () => {
    const navigate = jest.fn();
    const { client } = fakeAuthClient();
    renderInSite(<StaffGate>{SECRET}</StaffGate>, client, navigate);

    const link = await screen.findByRole('link', { name: 'Sign in to see this page' });
    expect(link).toHaveAttribute('href', '/staff?next=%2Fstaff%2Fleads%3Fq%3Dacme');
    expect(navigate).toHaveBeenCalledWith('/staff?next=%2Fstaff%2Fleads%3Fq%3Dacme', { replace: true });
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('gives a signed-in account without the staff claim the no-access page, with sign-out', async () => {
    const navigate = jest.fn();
    const { client } = fakeAuthClient({ stored: sessionFor('visitor@acme.co.in', { staff: false }) });
    renderInSite(<StaffGate>{SECRET}</StaffGate>, client, navigate);

    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText(/visitor@acme\.co\.in is signed in, but this account has no access/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not take a claim from user_metadata, which users can set on themselves', async () => {
    const session = sessionFor('visitor@acme.co.in', { staff: false });
    session.user.user_metadata = { staff: true };
    const { client } = fakeAuthClient({ stored: session });
    renderInSite(<StaffGate>{SECRET}</StaffGate>, client);

    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });
});
