import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, color, FieldNote, radius, RESOURCE_LIMITS, TextField } from 'shared-ui';
import { DialogFooter } from 'shared-ui/dialog';
import type { SavePhase, SaveResource } from '../hooks/use-save-resource';
import type { StaffResource } from '../lib/resource';
import { initialValues, type ResourceFormValues } from '../lib/resource-form';
import { DocumentField } from './document-field';
import { Choice } from './form-controls';
import { TypeSelect } from './type-select';

const Fields = styled.div`
  display: grid;
  gap: 16px;
`;

const Alert = styled.p`
  margin: 16px 0 0;
  padding: 12px 14px;
  border: 1px solid ${color.destructive};
  border-left-width: 4px;
  border-radius: ${radius.sm};
  color: ${color.text};
  font-weight: 600;
`;

const BUSY_TEXT: Record<SavePhase, string> = {
  idle: 'Saving…',
  checking: 'Checking…',
  uploading: 'Uploading…',
  saving: 'Saving…',
};

export interface ResourceFormProps {
  /** The resource being edited, or null for a new one. */
  original: StaffResource | null;
  save: SaveResource;
  onCancel: () => void;
}

/**
 * Title, description, type, document and published. Checked on submit with a message beside
 * each field that is wrong; whatever was typed stays when a save fails.
 */
export function ResourceForm({ original, save, onCancel }: ResourceFormProps) {
  const [values, setValues] = useState<ResourceFormValues>(() => initialValues(original));
  const set =
    <K extends keyof ResourceFormValues>(key: K) =>
    (value: ResourceFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const form = useRef<HTMLFormElement>(null);
  const publishedHint = useId();
  const { errors, problem, phase, busy } = save;

  // After a refused save, the first field that is wrong gets focus (its message is read with it).
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save.save(values);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-busy={busy}>
      <Fields>
        <TextField
          label="Title"
          value={values.title}
          onValueChange={set('title')}
          limit={RESOURCE_LIMITS.title}
          error={errors.title}
          readOnly={busy}
          required
        />
        <TextField
          label="Description"
          hint="Optional. Shown on the resource's card."
          multiline
          value={values.description}
          onValueChange={set('description')}
          limit={RESOURCE_LIMITS.description}
          error={errors.description}
          readOnly={busy}
        />
        <TypeSelect
          value={values.type}
          onValueChange={set('type')}
          current={original?.type ?? null}
          error={errors.type}
          disabled={busy}
        />
        <DocumentField
          choice={values.document}
          link={values.link}
          file={values.file}
          currentUpload={original && values.document === 'upload' ? original.documentHref : null}
          errors={errors}
          busy={busy}
          onChoice={(choice) => setValues((v) => ({ ...v, document: choice, file: null }))}
          onLink={set('link')}
          onFile={set('file')}
        />
        <div>
          <Choice>
            <input
              type="checkbox"
              checked={values.published}
              disabled={busy}
              aria-describedby={publishedHint}
              onChange={(event) => set('published')(event.target.checked)}
            />
            Published
          </Choice>
          <FieldNote id={publishedHint}>
            Published resources are shown on the public Knowledge Hub; drafts are not.
          </FieldNote>
        </div>
      </Fields>
      {problem && <Alert role="alert">{problem}</Alert>}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingText={BUSY_TEXT[phase]}>
          {original ? 'Save changes' : 'Create resource'}
        </Button>
      </DialogFooter>
    </form>
  );
}
