import { useId } from 'react';
import styled from '@emotion/styled';
import { color } from 'shared-ui';
import { Panel } from '../../../shared/layout/panel';
import { SignOutButton } from './sign-out-button';

const Message = styled(Panel)`
  display: grid;
  gap: 12px;
  justify-items: start;
  max-width: 560px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Text = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

/** A signed-in account without the staff claim: it sees no workspace data (the database refuses it too). */
export function NoAccess({ email }: { email: string | undefined }) {
  const headingId = useId();
  return (
    <Message as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>No access</Heading>
      <Text>
        {email ? `${email} is signed in, but this account` : 'This account'} has no access to the staff workspace. Ask a
        site administrator to add you as staff, or sign in with your staff account.
      </Text>
      <SignOutButton />
    </Message>
  );
}
