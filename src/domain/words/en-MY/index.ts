import { account } from './account.ts';
import { cms } from './cms.ts';
import { common } from './common.ts';
import { components } from './components.ts';
import { diamonds } from './diamonds.ts';
import { mail } from './mail.ts';
import { messages } from './messages.ts';
import { names } from './names.ts';
import { navigation } from './navigation.ts';
import { pages } from './pages.ts';

/** The English catalogue (en-MY): the spec's texts word for word. Each area's words are in their own file here. */
export const enMY = {
  common,
  messages,
  mail,
  pages,
  cms,
  diamonds,
  components,
  account,
  navigation,
  names,
} as const;
