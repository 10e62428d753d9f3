import { z } from 'zod';

/** The PostgreSQL database the API and the worker share. */
export const databaseEnv = {
  DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL' }),
};
