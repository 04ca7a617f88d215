import { z } from 'zod';
import { cmsAnswer, component, isoTime } from './components.ts';
import { orderStatusSchema } from './cms-orders.ts';

/** The back-office's customers (GET /api/cms/customers, GET /api/cms/customers/{id}). */

const role = z.enum(['WEB', 'CMS']);

export const cmsCustomerSummarySchema = component(
  'CmsCustomerSummary',
  z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string(), role, since: isoTime, orders: z.number().int() }),
);
export type CmsCustomerSummary = z.output<typeof cmsCustomerSummarySchema>;

export const cmsCustomerListAnswerSchema = component('CmsCustomerListAnswer', cmsAnswer({ total: z.number().int(), customers: z.array(cmsCustomerSummarySchema) }));

export const cmsCustomerSchema = component(
  'CmsCustomer',
  z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    role,
    since: isoTime,
    addresses: z.array(z.object({ id: z.number().int(), name: z.string(), phone: z.string(), address: z.string(), postal: z.string(), city: z.string(), state: z.string(), country: z.string(), is_default: z.boolean() })),
    orders: z.array(z.object({ tracking_id: z.string(), status: orderStatusSchema, total: z.number(), created_at: isoTime })),
  }),
);
export type CmsCustomer = z.output<typeof cmsCustomerSchema>;

export const cmsCustomerAnswerSchema = component('CmsCustomerAnswer', cmsAnswer({ customer: cmsCustomerSchema }));
