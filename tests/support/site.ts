/** Where scripts/e2e.mjs serves the composed site for this run. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests with "npm run test:e2e".`);
  return value;
}

export const site = {
  shell: required('E2E_SHELL_URL'),
  marketing: required('E2E_MARKETING_URL'),
  knowledgeHub: required('E2E_KNOWLEDGE_HUB_URL'),
  backend: required('E2E_BACKEND_URL'),
  anonKey: required('E2E_ANON_KEY'),
  serviceRoleKey: process.env.E2E_SERVICE_ROLE_KEY ?? '',
};

export const url = (path: string): string => new URL(path, site.shell).toString();
