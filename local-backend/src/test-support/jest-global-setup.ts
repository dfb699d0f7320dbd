import { createTemplateDatabase, TEMPLATE_DATABASE_ENV } from './template-database';

/** Before the local-backend tests: one template database for every test backend to copy. */
export default async function globalSetup(): Promise<void> {
  process.env[TEMPLATE_DATABASE_ENV] = await createTemplateDatabase();
}
