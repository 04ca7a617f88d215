import { t } from '../words/catalogue.ts';
/** Supplier feeds staff upload in the back-office (issue 14): the formats the importer reads and the size it takes. */

export const FEED_FORMAT_OPTIONS = [
  { id: 'rapnet-csv', label: t('names.diamondFeeds.rapnetCsv'), accept: '.csv,text/csv' },
  { id: 'idex-csv', label: t('names.diamondFeeds.idexCsv'), accept: '.csv,text/csv' },
  { id: 'vdb-json', label: t('names.diamondFeeds.vdbJson'), accept: '.json,application/json' },
] as const;

/**
 * The largest feed staff may upload: 100 MB, about 650,000 RapNet rows. The whole body must also arrive within
 * REQUEST_TIMEOUT_MS (30 s by default), so a bigger feed, or a slow line, goes through `npm run import:diamonds`.
 */
export const FEED_UPLOAD_LIMIT_BYTES = 100 * 1024 * 1024;
