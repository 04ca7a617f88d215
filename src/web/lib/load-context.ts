/** What the server hands every loader: the page's script nonce, the site origin and an in-process API caller. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A read-only search sent as POST (the diamond list): the method and the JSON body. */
export interface ApiCallInit {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Asked as the shopper whose page this is (a personal page drawn for its shopper): their session goes with it. */
  auth?: boolean;
}

export interface ShopLoadContext {
  nonce: string;
  /** Public origin of the shop, for absolute URLs in meta tags. */
  origin: string;
  /** Calls the shop's own JSON API inside the server process (same validation, no network hop); GET unless told. */
  callApi(path: string, init?: ApiCallInit): Promise<ApiAnswer>;
  /** The text of a built browser asset by its URL path (e.g. the style sheet to inline), or undefined. */
  readAsset(href: string): string | undefined;
  /**
   * Whether this page is drawn for a shopper the server knows (one of their own pages, with their page session
   * cookie): its loader may then ask the API as them (`auth: true`).
   */
  signedIn: boolean;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
