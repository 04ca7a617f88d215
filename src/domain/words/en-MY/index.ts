import { account } from './account.ts';
import { cart } from './cart.ts';
import { checkout } from './checkout.ts';
import { cms } from './cms.ts';
import { common } from './common.ts';
import { components } from './components.ts';
import { contact } from './contact.ts';
import { diamonds } from './diamonds.ts';
import { eInvoices } from './eInvoices.ts';
import { home } from './home.ts';
import { information } from './information.ts';
import { mail } from './mail.ts';
import { messages } from './messages.ts';
import { names } from './names.ts';
import { navigation } from './navigation.ts';
import { orders } from './orders.ts';
import { pages } from './pages.ts';
import { product } from './product.ts';
import { productList } from './productList.ts';
import { ringBuilder } from './ringBuilder.ts';
import { validation } from './validation.ts';

/** The English catalogue (en-MY): the spec's texts word for word. Each area's words are in their own file here. */
export const enMY = {
  common,
  messages,
  pages,
  cms,
  diamonds,
  components,
  account,
  navigation,
  names,
  cart,
  checkout,
  contact,
  home,
  information,
  orders,
  productList,
  product,
  ringBuilder,
  eInvoices,
  mail,
  validation,
} as const;
