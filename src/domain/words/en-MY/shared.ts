import { abroad } from './abroad.ts';
import { account } from './account.ts';
import { cart } from './cart.ts';
import { checkout } from './checkout.ts';
import { common } from './common.ts';
import { components } from './components.ts';
import { contact } from './contact.ts';
import { diamonds } from './diamonds.ts';
import { eInvoices } from './eInvoices.ts';
import { home } from './home.ts';
import { instalments } from './instalments.ts';
import { messages } from './messages.ts';
import { names } from './names.ts';
import { navigation } from './navigation.ts';
import { orders } from './orders.ts';
import { pages } from './pages.ts';
import { product } from './product.ts';
import { productList } from './productList.ts';
import { ringBuilder } from './ringBuilder.ts';
import { validation } from './validation.ts';

/** The English areas every page's browser code carries (all but the book areas of index.ts). */
export const enMYShared = {
  common,
  messages,
  pages,
  diamonds,
  components,
  account,
  navigation,
  names,
  cart,
  checkout,
  contact,
  home,
  orders,
  productList,
  product,
  ringBuilder,
  validation,
  eInvoices,
  instalments,
  abroad,
} as const;
