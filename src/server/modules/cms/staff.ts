import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';

export const STAFF_ONLY = 'This part of the shop is for our staff only.';

/**
 * Every back-office service starts here, with the caller passed in, so no route can forget it: no caller is 401, a
 * customer (WEB) 403; answers the staff member.
 */
export function requireStaff(caller: Caller | undefined): Caller & { role: 'CMS' } {
  if (!caller) throw new UnauthorizedError();
  if (caller.role !== 'CMS') throw new ForbiddenError(STAFF_ONLY);
  return caller as Caller & { role: 'CMS' };
}
