// The database's types, generated from the migrations (the package database-types, `npm run
// db:types`); shared-ui hands them on so a remote types its rows and closed lists with them.
export type { Database, Enums, Tables, TablesInsert } from 'database-types';
