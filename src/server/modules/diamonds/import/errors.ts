/** Why a feed import cannot run at all (missing file, unknown format, unreadable header, bad rules file): a message for the user. */
export class FeedImportError extends Error {
  override name = 'FeedImportError';
}
