import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Button, EMAIL_ADDRESS_PROBLEM, TextField, isEmailAddress, useAuth, useSubmitOnce } from 'shared-ui';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

interface Problems {
  email?: string;
  password?: string;
}

function problemsOf(email: string, password: string): Problems {
  const problems: Problems = {};
  if (!email.trim()) problems.email = 'Enter your email address.';
  else if (!isEmailAddress(email.trim())) problems.email = EMAIL_ADDRESS_PROBLEM.description;
  if (!password) problems.password = 'Enter your password.';
  return problems;
}

/**
 * Email and password, signed in through the site's authentication context: a failure shows its
 * toast ('Sign in Failed' with the message) and keeps what was typed.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const { submitting, run } = useSubmitOnce();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf(email, password);
    setProblems(found);
    if (found.email || found.password) return;
    void run(async () => {
      if (await signIn(email.trim(), password)) onSignedIn();
    });
  };

  return (
    <Form onSubmit={handleSubmit} aria-busy={submitting} noValidate>
      <TextField
        label="Email"
        type="email"
        value={email}
        onValueChange={setEmail}
        error={problems.email}
        readOnly={submitting}
        autoComplete="username"
        inputMode="email"
        required
      />
      <TextField
        label="Password"
        type="password"
        value={password}
        onValueChange={setPassword}
        error={problems.password}
        readOnly={submitting}
        autoComplete="current-password"
        required
      />
      <Button type="submit" loading={submitting} loadingText="Signing in...">
        Sign in
      </Button>
    </Form>
  );
}
