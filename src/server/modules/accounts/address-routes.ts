import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADDRESS_MESSAGES } from '../../../domain/abroad/addresses.ts';
import { addressInputSchema, addressSchema, addressUpdateSchema, apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { databaseIdText } from '../../../domain/contract/fields.ts';
import { callerOf, requireCaller } from '../../http/auth.ts';
import type { AddressBook } from './address-book.ts';
import type { Caller } from './tokens.ts';

const errors = { 400: message, 401: message, 404: message };
const idParams = z.object({ id: databaseIdText() });

/** My Address Book: list, read one, create, update, delete — only the caller's own addresses. */
export async function addressRoutes(app: FastifyInstance, opts: { addressBook: AddressBook; callerOf: (token: string) => Promise<Caller> }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const book = opts.addressBook;
  const loggedIn = requireCaller(opts.callerOf);

  typed.get(
    '/api/user/address',
    { preHandler: loggedIn, schema: { tags: ['address book'], summary: "The caller's addresses, the default first", response: { 200: message.extend({ addresses: z.array(addressSchema) }), ...errors } } },
    async (request) => ({ code: '200', message: 'OK', addresses: await book.list(callerOf(request)) }),
  );

  typed.get(
    '/api/user/address/:id',
    { preHandler: loggedIn, schema: { tags: ['address book'], summary: 'One of the caller’s addresses', params: idParams, response: { 200: message.extend({ address: addressSchema }), ...errors } } },
    async (request) => ({ code: '200', message: 'OK', address: await book.get(callerOf(request), request.params.id) }),
  );

  typed.post(
    '/api/user/address',
    { preHandler: loggedIn, schema: { tags: ['address book'], summary: 'Add an address (phone without +60; is_default false when unset)', body: addressInputSchema, response: { 200: message.extend({ address: addressSchema }), ...errors } } },
    async (request) => ({ code: '200', message: ADDRESS_MESSAGES.created, address: await book.create(callerOf(request), request.body) }),
  );

  typed.put(
    '/api/user/address',
    { preHandler: loggedIn, schema: { tags: ['address book'], summary: 'Change an address of the caller', body: addressUpdateSchema, response: { 200: message.extend({ address: addressSchema }), ...errors } } },
    async (request) => {
      const { id, ...fields } = request.body;
      return { code: '200', message: ADDRESS_MESSAGES.updated, address: await book.update(callerOf(request), id, fields) };
    },
  );

  typed.delete(
    '/api/user/address/:id',
    { preHandler: loggedIn, schema: { tags: ['address book'], summary: 'Delete an address of the caller', params: idParams, response: { 200: message, ...errors } } },
    async (request) => {
      await book.remove(callerOf(request), request.params.id);
      return { code: '200', message: ADDRESS_MESSAGES.deleted };
    },
  );
}
