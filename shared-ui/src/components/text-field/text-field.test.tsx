import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextField {...rest} value={value} onValueChange={setValue} />;
}

describe('TextField', () => {
  it('labels a one-line input and reports what is typed', async () => {
    const onValueChange = jest.fn();
    render(<TextField label="Email" type="email" value="" onValueChange={onValueChange} required />);
    const input = screen.getByLabelText('Email');

    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    await userEvent.type(input, 'a');
    expect(onValueChange).toHaveBeenCalledWith('a');
  });

  it('is a textarea when multiline', () => {
    render(<TextField label="Your Message" multiline value="" onValueChange={() => undefined} />);

    expect(screen.getByLabelText('Your Message').tagName).toBe('TEXTAREA');
  });

  it('reads its hint and its error with the field, and marks it invalid only with an error', () => {
    const { rerender } = render(
      <TextField label="Company" hint="As on your email domain" value="" onValueChange={() => undefined} />,
    );
    const field = screen.getByLabelText('Company');
    expect(field).toHaveAccessibleDescription('As on your email domain');
    expect(field).not.toHaveAttribute('aria-invalid');

    rerender(
      <TextField
        label="Company"
        hint="As on your email domain"
        error="Company is required."
        value=""
        onValueChange={() => undefined}
      />,
    );

    expect(field).toHaveAccessibleDescription('As on your email domain Company is required.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows no counter while a value is well inside its limit', () => {
    render(<Controlled label="Full Name" limit={10} initial="abcdefg" />);

    expect(screen.getByLabelText('Full Name')).not.toHaveAccessibleDescription();
  });

  it('counts code points, as the database does, near and over the limit, without cutting typing off', async () => {
    render(<Controlled label="Full Name" limit={10} initial={'😀'.repeat(9)} />);
    const field = screen.getByLabelText('Full Name');
    expect(field).toHaveAccessibleDescription('9/10 characters');
    expect(field).not.toHaveAttribute('maxlength');

    await userEvent.type(field, 'ab');

    expect(field).toHaveValue(`${'😀'.repeat(9)}ab`);
    expect(field).toHaveAccessibleDescription('11/10 characters');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes native attributes through, readOnly included', () => {
    render(<TextField label="Name" value="Asha" onValueChange={() => undefined} readOnly autoComplete="name" />);
    const field = screen.getByLabelText('Name');

    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('autocomplete', 'name');
  });
});
