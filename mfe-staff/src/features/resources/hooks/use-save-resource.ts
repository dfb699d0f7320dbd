import { useCallback, useRef, useState } from 'react';
import { toast, useSubmitOnce } from 'shared-ui';
import { createResource } from '../api/create-resource';
import { updateResource } from '../api/update-resource';
import { uploadDocument } from '../api/upload-document';
import { failureMessage } from '../lib/failure-message';
import type { ResourceRow } from '../lib/resource';
import { checkResourceForm, type FieldErrors, type ResourceFormValues } from '../lib/resource-form';

/** What a save is doing: the submit button reads it. */
export type SavePhase = 'idle' | 'checking' | 'uploading' | 'saving';

export interface SaveResource {
  save: (values: ResourceFormValues) => Promise<void>;
  phase: SavePhase;
  busy: boolean;
  /** One message per field that is wrong, from the last save. */
  errors: FieldErrors;
  /** Why the last save failed at the backend, or null. */
  problem: string | null;
}

/** A file that reached storage, and where: a later try with the same file saves that location again. */
interface Uploaded {
  file: File;
  url: string;
}

/**
 * The save flow of the resource form: check every field (and the chosen PDF's size and content),
 * upload the PDF, then insert or update the row and call `onSaved`. Sent once however often it is
 * submitted while in flight. A failure leaves the form's values alone and says what happened.
 */
export function useSaveResource(original: ResourceRow | null, onSaved: (row: ResourceRow) => void): SaveResource {
  const { submitting, run } = useSubmitOnce();
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const uploaded = useRef<Uploaded | null>(null);

  const upload = useCallback(async (file: File): Promise<string> => {
    if (uploaded.current?.file === file) return uploaded.current.url;
    setPhase('uploading');
    const url = await uploadDocument(file);
    uploaded.current = { file, url };
    return url;
  }, []);

  const save = useCallback(
    async (values: ResourceFormValues) => {
      await run(async () => {
        setProblem(null);
        setPhase('checking');
        try {
          const checked = await checkResourceForm(values, original);
          setErrors(checked.ok ? {} : checked.errors);
          if (!checked.ok) return;
          let { url } = checked.fields;
          if (checked.upload) {
            try {
              url = await upload(checked.upload);
            } catch (error) {
              setProblem(`The document was not uploaded. ${failureMessage(error)}`);
              return;
            }
          }
          setPhase('saving');
          const fields = { ...checked.fields, url };
          try {
            const row = original ? await updateResource(original.id, fields) : await createResource(fields);
            toast({ title: 'Resource saved', description: `"${row.title}" has been saved.` });
            onSaved(row);
          } catch (error) {
            setProblem(
              checked.upload
                ? `The PDF was uploaded, but the resource was not saved. ${failureMessage(error)} Everything you entered is still here: save again to retry.`
                : `The resource was not saved. ${failureMessage(error)}`,
            );
          }
        } finally {
          setPhase('idle');
        }
      });
    },
    [run, original, upload, onSaved],
  );

  return { save, phase, busy: submitting, errors, problem };
}
