import { customType } from 'drizzle-orm/pg-core';

/**
 * A `jsonb` column whose value is read back as it was stored. Both drivers (PGlite and node-postgres) already parse a
 * jsonb value into the value it holds; drizzle's own `jsonb` then parses a string once more if it looks like JSON, so
 * a stored text "202301012345", "null", "true" or "-0" came back as a number, null or a boolean (and the shop's
 * settings stopped reading). This one never reads a value twice: what was written is what is read.
 */
export const jsonb = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
