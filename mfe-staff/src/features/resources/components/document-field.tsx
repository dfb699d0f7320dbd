import { useId } from 'react';
import { RESOURCE_LIMITS, TextField } from 'shared-ui';
import { DOCUMENT_MAX_MB, formatBytes } from '../lib/document-file';
import type { DocumentChoice, FieldErrors } from '../lib/resource-form';
import { Choice, Field, FileInput, Group, Hint, Label, Problem } from './form-controls';

const CHOICES: { value: DocumentChoice; label: string }[] = [
  { value: 'none', label: 'No document yet' },
  { value: 'link', label: 'Link' },
  { value: 'upload', label: 'Upload a PDF' },
];

const FILE_HINT = `A PDF of up to ${DOCUMENT_MAX_MB} MB.`;

export interface DocumentFieldProps {
  choice: DocumentChoice;
  link: string;
  file: File | null;
  /** Where the upload already stored for this resource opens, when there is one. */
  currentUpload: string | null;
  errors: FieldErrors;
  busy: boolean;
  onChoice: (choice: DocumentChoice) => void;
  onLink: (link: string) => void;
  onFile: (file: File | null) => void;
}

/** Where the resource's document is: nowhere yet, a link (http or https), or a PDF uploaded here. */
export function DocumentField({ choice, link, file, currentUpload, errors, busy, ...on }: DocumentFieldProps) {
  const id = useId();
  const described = [`${id}-hint`, file && `${id}-file`, errors.file && `${id}-error`].filter(Boolean).join(' ');
  return (
    <>
      <Group>
        <legend>Document</legend>
        {CHOICES.map(({ value, label }) => (
          <Choice key={value}>
            <input
              type="radio"
              name={`${id}-choice`}
              value={value}
              checked={choice === value}
              disabled={busy}
              onChange={() => on.onChoice(value)}
            />
            {label}
          </Choice>
        ))}
      </Group>
      {choice === 'link' && (
        <TextField
          label="Document link"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={link}
          onValueChange={on.onLink}
          limit={RESOURCE_LIMITS.url}
          error={errors.link}
          readOnly={busy}
          required
        />
      )}
      {choice === 'upload' && (
        <Field>
          <Label htmlFor={id}>PDF document</Label>
          {currentUpload && (
            <Hint>
              Current document: <a href={currentUpload}>open the uploaded PDF</a>. Choose a file only to replace it.
            </Hint>
          )}
          <FileInput
            id={id}
            type="file"
            accept="application/pdf"
            disabled={busy}
            required={!currentUpload}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={described}
            onChange={(event) => on.onFile(event.target.files?.[0] ?? null)}
          />
          <Hint id={`${id}-hint`}>{FILE_HINT}</Hint>
          {file && (
            <Hint id={`${id}-file`}>
              Selected: {file.name} ({formatBytes(file.size)})
            </Hint>
          )}
          {errors.file && <Problem id={`${id}-error`}>{errors.file}</Problem>}
        </Field>
      )}
    </>
  );
}
