/** The shop's own request headers, named once for the server and the storefront's API client. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** Which client sent a request (the storefront 'kilau-web', server rendering 'ssr'); put in every log line. */
export const CHANNEL_HEADER = 'x-channel';
