import { charCount, RESOURCE_LIMITS } from 'shared-ui';
import { documentKind, isLink } from './document-location';
import { documentProblem } from './document-file';
import type { ResourceFields, ResourceRow } from './resource';

/** Where the document comes from: nothing yet, a link to elsewhere, or an uploaded PDF. */
export type DocumentChoice = 'none' | 'link' | 'upload';

/** What the form holds, exactly as typed (nothing is trimmed until it is sent). */
export interface ResourceFormValues {
  title: string;
  description: string;
  type: string;
  document: DocumentChoice;
  link: string;
  /** A newly chosen PDF; null keeps the current upload (when editing one) or means none chosen. */
  file: File | null;
  published: boolean;
}

export type FormField = 'title' | 'description' | 'type' | 'link' | 'file';

/** One message per field that is wrong. */
export type FieldErrors = Partial<Record<FormField, string>>;

/** A form that passed: the row to write (url as it stays when nothing is uploaded) and the file to upload first. */
export type CheckedForm =
  { ok: true; fields: ResourceFields; upload: File | null } | { ok: false; errors: FieldErrors };

/** The values a form starts with: empty and published for a new resource, the row's own for an edit. */
export function initialValues(resource: ResourceRow | null): ResourceFormValues {
  if (!resource) {
    return { title: '', description: '', type: '', document: 'none', link: '', file: null, published: true };
  }
  const kind = documentKind(resource.url);
  return {
    title: resource.title,
    description: resource.description ?? '',
    type: resource.type,
    document: kind,
    link: kind === 'link' ? (resource.url ?? '') : '',
    file: null,
    published: resource.published,
  };
}

const tooLong = (what: string, limit: number, count: number) =>
  `${what} must be at most ${limit} characters (it has ${count}).`;

function textErrors(title: string, description: string, type: string): FieldErrors {
  const errors: FieldErrors = {};
  if (title === '') errors.title = 'Enter a title.';
  else if (charCount(title) > RESOURCE_LIMITS.title)
    errors.title = tooLong('The title', RESOURCE_LIMITS.title, charCount(title));
  if (charCount(description) > RESOURCE_LIMITS.description)
    errors.description = tooLong('The description', RESOURCE_LIMITS.description, charCount(description));
  if (type === '') errors.type = 'Choose a type.';
  else if (charCount(type) > RESOURCE_LIMITS.type)
    errors.type = tooLong('The type', RESOURCE_LIMITS.type, charCount(type));
  return errors;
}

function linkError(link: string): string | undefined {
  if (link === '') return "Enter the document's web address.";
  if (charCount(link) > RESOURCE_LIMITS.url) return tooLong('The web address', RESOURCE_LIMITS.url, charCount(link));
  if (!isLink(link))
    return 'Enter a web address that starts with http:// or https://, like https://example.com/report.pdf.';
  return undefined;
}

/**
 * Checks the values against the same rules as the CHECK constraints of `resources` (lengths
 * counted with charCount, after trimming what is trimmed before sending) and a chosen file against
 * the storage bucket's limits (size, PDF content). The '#' placeholder and an upload already
 * stored are kept when their choice is not changed.
 */
export async function checkResourceForm(
  values: ResourceFormValues,
  original: ResourceRow | null,
): Promise<CheckedForm> {
  const title = values.title.trim();
  const description = values.description.trim();
  const type = values.type.trim();
  const link = values.link.trim();
  const errors = textErrors(title, description, type);

  let url: string | null = original?.url === '#' ? '#' : null;
  let upload: File | null = null;
  if (values.document === 'link') {
    const problem = linkError(link);
    if (problem) errors.link = problem;
    url = link;
  } else if (values.document === 'upload') {
    const keptUpload = original && documentKind(original.url) === 'upload' ? original.url : null;
    const problem = values.file
      ? await documentProblem(values.file)
      : keptUpload
        ? null
        : 'Choose a PDF document to upload.';
    if (problem) errors.file = problem;
    upload = values.file;
    url = keptUpload;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const fields = {
    title,
    description: description === '' ? null : description,
    type,
    url,
    published: values.published,
  };
  return { ok: true, fields, upload };
}
