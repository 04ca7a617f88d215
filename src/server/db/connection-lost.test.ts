import { describe, expect, it } from 'vitest';
import { isLostConnection } from './connection-lost.ts';

function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('a lost database connection is told apart from a fault of the request', () => {
  it('knows the server going away, a refused or reset socket and the driver saying its connection ended', () => {
    expect(isLostConnection(pgError('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isLostConnection(pgError('the database system is starting up', '57P03'))).toBe(true);
    expect(isLostConnection(pgError('sorry, too many clients already', '53300'))).toBe(true);
    expect(isLostConnection(pgError('connection failure', '08006'))).toBe(true);
    expect(isLostConnection(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isLostConnection(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isLostConnection(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isLostConnection(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through the wrapper a query builder puts around the driver error', () => {
    const wrapped = new Error('Failed query: select 1', { cause: pgError('terminating connection due to administrator command', '57P01') });
    expect(isLostConnection(wrapped)).toBe(true);
  });

  it('leaves the request’s own faults alone: a constraint, a syntax error, a plain bug', () => {
    expect(isLostConnection(pgError('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isLostConnection(pgError('syntax error at or near "x"', '42601'))).toBe(false);
    expect(isLostConnection(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isLostConnection('Connection terminated')).toBe(false);
    expect(isLostConnection(undefined)).toBe(false);
  });

  it('follows causes only so deep', () => {
    let error: Error = pgError('terminating connection due to administrator command', '57P01');
    for (let i = 0; i < 10; i++) error = new Error('wrapped', { cause: error });
    expect(isLostConnection(error)).toBe(false);
  });
});
