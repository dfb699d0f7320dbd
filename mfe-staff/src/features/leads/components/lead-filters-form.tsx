import styled from '@emotion/styled';
import type { FormEvent, KeyboardEvent } from 'react';
import { media, TextField } from 'shared-ui';
import type { FilterForm, FilterProblems } from '../lib/lead-filters';

// One column on phones; the dates side by side from small screens; all three in a row from medium.
const Form = styled.form`
  display: grid;
  gap: 16px;
  align-items: start;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.md} {
    grid-template-columns: minmax(150px, 190px) minmax(150px, 190px) minmax(220px, 1fr);
  }
`;

const Search = styled.div`
  ${media.sm} {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-column: auto;
  }
`;

export interface LeadFiltersFormProps {
  form: FilterForm;
  problems: FilterProblems;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  onSearchChange: (text: string) => void;
  /** Enter in the search field: apply the text now. */
  onSearchSubmit: () => void;
}

/** The From and To days (both counted whole) and the search over name, email and company. */
export function LeadFiltersForm({
  form,
  problems,
  onFromChange,
  onToChange,
  onSearchChange,
  onSearchSubmit,
}: LeadFiltersFormProps) {
  // The form has no submit button, so Enter in a field submits nothing by itself.
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  const searchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onSearchSubmit();
  };
  return (
    <Form role="search" aria-label="Filter leads" onSubmit={submit} noValidate>
      <TextField label="From" type="date" value={form.from} max={form.to || undefined} onValueChange={onFromChange} />
      <TextField
        label="To"
        type="date"
        value={form.to}
        min={form.from || undefined}
        onValueChange={onToChange}
        error={problems.to}
      />
      <Search>
        <TextField
          label="Search"
          type="search"
          hint="Name, email or company contains"
          value={form.q}
          onValueChange={onSearchChange}
          error={problems.q}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onKeyDown={searchKey}
        />
      </Search>
    </Form>
  );
}
