import { ABROAD_ADDRESS_MESSAGES } from '../../../domain/abroad/address-countries.ts';
import { ADDRESS_BOOK_LIMIT, ADDRESS_COUNTRY, ADDRESS_MESSAGES } from '../../../domain/abroad/addresses.ts';
import { HOME_COUNTRY, shippingCountryOf } from '../../../domain/abroad/shipping-countries.ts';
import { formatCountry } from '../../../domain/words/format.ts';
import type { Address, AddressFields } from '../../../domain/contract/accounts.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { storedShippingCountries } from '../content/index.ts';
import * as q from './address-queries.ts';
import type { Caller } from './tokens.ts';

export type AddressBook = ReturnType<typeof createAddressBook>;

function shown(row: q.AddressRow): Address {
  return { id: row.id, name: row.name, phone: row.phone, address: row.address, postal: row.postal, city: row.city, state: row.state, country: row.country, is_default: row.isDefault };
}

/**
 * My Address Book. Every address belongs to one customer and is reachable only by them; at most one is the
 * default (a new default takes the mark from the old one, in one transaction).
 */
export function createAddressBook(db: Database) {
  /** The address as kept: the country's code and its name; a country off the shipping list is refused. */
  async function values(input: AddressFields) {
    const { is_default: isDefault, country: countryCode, ...fields } = input;
    if (!shippingCountryOf(await storedShippingCountries(db), countryCode)) throw new BadRequestError(ABROAD_ADDRESS_MESSAGES.notShipped);
    return { ...fields, isDefault, countryCode, country: countryCode === HOME_COUNTRY ? ADDRESS_COUNTRY : formatCountry(countryCode) };
  }

  return {
    async list(caller: Caller): Promise<Address[]> {
      return (await q.addressesOf(db, caller.userId)).map(shown);
    },

    async get(caller: Caller, id: number): Promise<Address> {
      const row = await q.addressOf(db, caller.userId, id);
      if (!row) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
      return shown(row);
    },

    async create(caller: Caller, input: AddressFields): Promise<Address> {
      const kept = await values(input);
      return db.transaction(async (tx) => {
        if ((await q.lockAddressBook(tx, caller.userId)) >= ADDRESS_BOOK_LIMIT) throw new ConflictError(ADDRESS_MESSAGES.full);
        if (input.is_default) await q.clearDefault(tx, caller.userId);
        return shown(await q.insertAddress(tx, caller.userId, kept));
      });
    },

    async update(caller: Caller, id: number, input: AddressFields): Promise<Address> {
      const kept = await values(input);
      const row = await db.transaction(async (tx) => {
        await q.lockAddressBook(tx, caller.userId);
        if (!(await q.addressOf(tx, caller.userId, id))) return undefined;
        if (input.is_default) await q.clearDefault(tx, caller.userId, id);
        return q.updateAddress(tx, caller.userId, id, kept);
      });
      if (!row) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
      return shown(row);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      if (!(await q.deleteAddress(db, caller.userId, id))) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
    },
  };
}
