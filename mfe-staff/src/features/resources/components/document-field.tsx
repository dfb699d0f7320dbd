import { useId } from 'react';
import { FieldFrame, FieldLabel, FieldNote, FieldProblem, RESOURCE_LIMITS, TextField } from 'shared-ui';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_MB, formatBytes } from '../lib/document-file';
import type { DocumentChoice, FieldErrors } from '../lib/resource-form';
import { Choice, FileInput, Group } from './form-controls';

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
        <FieldFrame>
          <FieldLabel htmlFor={id}>PDF document</FieldLabel>
          {currentUpload && (
            <FieldNote>
              Current document: <a href={currentUpload}>open the uploaded PDF</a>. Choose a file only to replace it.
            </FieldNote>
          )}
          <FileInput
            id={id}
            type="file"
            accept={DOCUMENT_ACCEPT}
            disabled={busy}
            required={!currentUpload}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={described}
            onChange={(event) => on.onFile(event.target.files?.[0] ?? null)}
          />
          <FieldNote id={`${id}-hint`}>{FILE_HINT}</FieldNote>
          {file && (
            <FieldNote id={`${id}-file`}>
              Selected: {file.name} ({formatBytes(file.size)})
            </FieldNote>
          )}
          {errors.file && <FieldProblem id={`${id}-error`}>{errors.file}</FieldProblem>}
        </FieldFrame>
      )}
    </>
  );
}
