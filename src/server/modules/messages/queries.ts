import type { Database } from '../../db/client.ts';
import { contactEnquiries } from '../../db/schema/content.ts';

export type EnquiryRow = typeof contactEnquiries.$inferInsert;

/** Stores a Contact Us enquiry; `db` may be a transaction. */
export async function insertEnquiry(db: Pick<Database, 'insert'>, enquiry: EnquiryRow): Promise<number> {
  const [row] = await db.insert(contactEnquiries).values(enquiry).returning({ id: contactEnquiries.id });
  return row.id;
}
