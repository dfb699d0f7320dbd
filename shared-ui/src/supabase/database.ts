// The database's types live beside the migrations they are generated from (`npm run db:types`);
// shared-ui hands them on so a remote types its rows without reaching into supabase/ itself.
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from '../../../supabase/types/database';
