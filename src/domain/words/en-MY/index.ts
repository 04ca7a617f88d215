import { account } from './account.ts';
import { cms } from './cms.ts';
import { common } from './common.ts';
import { diamonds } from './diamonds.ts';
import { mail } from './mail.ts';
import { messages } from './messages.ts';

/** The English catalogue (en-MY): the spec's texts word for word. Each area's words are in their own file here. */
export const enMY = {
  common,
  messages,
  mail,
  account,
  diamonds,
  cms,
} as const;
