import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog, messageForLog, type LoggedError } from './error-log.ts';

const MYKAD = '900101-14-5678';
const failed = () => new DrizzleQueryError('update "e_invoices" set "document" = $1 where "id" = $2', [{ buyer: { id: MYKAD } }, 7], new Error(`value too long: ${MYKAD}`));

describe('a failed query is logged without its parameters', () => {
  it('as an error: its SQL and cause kept, the parameters gone from its message, stack and cause', () => {
    const logged = errorForLog(failed()) as LoggedError;
    expect(logged.message).toBe('Failed query: update "e_invoices" set "document" = $1 where "id" = $2');
    expect((logged.cause as LoggedError).message).toBe('value too long: [value]');
    expect(JSON.stringify(logged)).not.toContain(MYKAD);
    expect(logged).not.toHaveProperty('params');
  });

  it('as the text of its message (a job that logged only the message): the "params:" part goes', () => {
    expect(errorForLog(failed().message)).toBe('Failed query: update "e_invoices" set "document" = $1 where "id" = $2');
    expect(errorForLog(`MyInvois could not be reached (${failed().message})`)).toBe('MyInvois could not be reached (Failed query: update "e_invoices" set "document" = $1 where "id" = $2');
    expect(errorForLog('MyInvois did not answer within 30 s')).toBe('MyInvois did not answer within 30 s');
  });

  it('its message, as kept for staff, holds no parameter either', () => {
    expect(messageForLog(failed())).toBe('Failed query: update "e_invoices" set "document" = $1 where "id" = $2');
    expect(messageForLog(new Error(`wrapped: ${failed().message}`))).not.toContain(MYKAD);
    expect(messageForLog('plain words')).toBe('plain words');
  });
});
