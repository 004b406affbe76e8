import type { Migration } from 'kysely';
import { initial } from './0001_initial';

/**
 * Every migration, in order (Kysely runs them sorted by name). A later change adds a file
 * and one line here; a migration that has run is never edited.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};
