import { z } from 'zod';
import { component } from './components.ts';
import { shippingCountrySchema } from '../shipping-countries.ts';

/** Selling abroad (issue 28): the shipping list as the storefront reads it. */

export const shippingDestinationSchema = component('ShippingDestination', shippingCountrySchema.extend({ name: z.string() }));
export type ShippingDestination = z.infer<typeof shippingDestinationSchema>;
export const shippingCountriesAnswerSchema = component('ShippingCountriesAnswer', z.object({ code: z.string(), message: z.string(), countries: z.array(shippingDestinationSchema) }));
