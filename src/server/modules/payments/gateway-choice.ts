import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from './gateway.ts';
import { eghlGateway } from './gateways/eghl.ts';
import { sandboxOf, type SandboxLedger } from './gateways/sandbox.ts';

type GatewayConfig = Pick<Config, 'paymentGateway' | 'EGHL_SERVICE_ID' | 'EGHL_MERCHANT_PASSWORD' | 'EGHL_PAYMENT_URL' | 'EGHL_QUERY_URL'>;

/** The gateway taking the payments, and the sandbox's ledger when the sandbox is that gateway (its pages are served). */
export interface ChosenGateway {
  gateway: PaymentGateway & { serviceId: string; password: string };
  sandbox: SandboxLedger | null;
}

/**
 * The one place the shop's configuration chooses its gateway (config.ts decides `paymentGateway`): each gateway the
 * shop has, made from the configuration. The real merchant when its ServiceID and password are configured, else the
 * sandbox gateway inside the shop (never offered once a real merchant is set), whose password is read from the
 * database (made there by the first instance). The sandbox's page is a path of the shop, so the browser posts to the
 * shop on the very address it is on, which the page's form-action allows.
 */
const GATEWAYS: Record<GatewayConfig['paymentGateway'], (config: GatewayConfig, db: Database) => Promise<ChosenGateway | null>> = {
  async eghl(config) {
    if (!config.EGHL_SERVICE_ID || !config.EGHL_MERCHANT_PASSWORD) return null;
    return { gateway: eghlGateway({ serviceId: config.EGHL_SERVICE_ID, password: config.EGHL_MERCHANT_PASSWORD, paymentUrl: config.EGHL_PAYMENT_URL, queryUrl: config.EGHL_QUERY_URL }), sandbox: null };
  },
  async sandbox(_config, db) {
    const { gateway, ledger } = await sandboxOf(db);
    return { gateway, sandbox: ledger };
  },
};

/** Where payments go, as the configuration chooses (the sandbox when the chosen gateway lacks its merchant). */
export async function paymentGateway(config: GatewayConfig, db: Database): Promise<ChosenGateway> {
  return (await GATEWAYS[config.paymentGateway](config, db)) ?? (await GATEWAYS.sandbox(config, db))!;
}

/** The origins the shop's pages may post a form to besides their own: the real gateway's payment page with a merchant. */
export const gatewayFormOrigins = (config: GatewayConfig): string[] => (config.paymentGateway === 'eghl' ? [new URL(config.EGHL_PAYMENT_URL).origin] : []);
