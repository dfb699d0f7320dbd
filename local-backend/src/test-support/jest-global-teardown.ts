import { removeTemplateDatabase, TEMPLATE_DATABASE_ENV } from './template-database';

/** After the local-backend tests: the template database is deleted. */
export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_DATABASE_ENV];
  if (template) await removeTemplateDatabase(template);
}
