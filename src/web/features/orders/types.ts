export type { LineDiamond, OrderListEntry } from '../../../domain/contract/orders';
