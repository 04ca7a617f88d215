import { useEffect, useState, type FormEvent } from 'react';
import { FEED_FORMAT_OPTIONS, FEED_UPLOAD_LIMIT_BYTES } from '../../../domain/diamonds/feeds';
import { errorNotice, NoticeArea, successNotice, useNotice } from '../../components/Notice';
import { Link } from 'react-router';
import { buttonClass, inputClass, labelClass, textLinkClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { FeedRow, type FeedImport } from '../../features/cms/FeedRow';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { uploadFeed } from '../../features/cms/upload-feed';
import type { Route } from './+types/diamond-feeds';
import { OptionList } from '../../components/OptionList';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.diamondFeeds.supplierFeedsBackOffice'), description: t('cms.diamondFeeds.supplierDiamondFeedsFor'), path: '/cms/diamonds/feeds' });
}

const POLL_MS = 2_000;
const MB = 1024 * 1024;

/** Supplier feeds (issue 14): upload a feed, follow its import in the background, read its report. */
export default function CmsDiamondFeeds() {
  const { answer, reload } = useCmsAnswer<{ feeds: FeedImport[] }>('/api/cms/feeds');
  const busy = answer?.code === '200' && answer.feeds.some((f) => f.status === 'queued' || f.status === 'running');
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [busy, reload]);
  return (
    <StaffShell title={t('cms.diamondFeeds.supplierFeeds')}>
      <div className="grid gap-10">
        <UploadForm onQueued={reload} />
        <section aria-labelledby="feeds" className="grid gap-4">
          <h2 id="feeds" className="font-serif text-3xl">
            {t('cms.diamondFeeds.uploadedFeeds')}
          </h2>
          <CmsResults answer={answer} loading={t('cms.diamondFeeds.loadingTheFeeds')} isEmpty={(a) => a.feeds.length === 0} empty={t('cms.diamondFeeds.noFeedHasBeen')}>
            {({ feeds }) => (
              <ul className="divide-y divide-pearl border border-pearl bg-white">
                {feeds.map((feed) => (
                  <FeedRow key={feed.id} feed={feed} />
                ))}
              </ul>
            )}
          </CmsResults>
        </section>
      </div>
    </StaffShell>
  );
}

function UploadForm({ onQueued }: { onQueued: () => Promise<void> }) {
  const [format, setFormat] = useState<string>(FEED_FORMAT_OPTIONS[0].id);
  const [sending, setSending] = useState(false);
  const { notice, show, dismiss } = useNotice();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dismiss();
    const element = event.currentTarget;
    const form = new FormData(element);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return show(errorNotice(t('cms.diamondFeeds.chooseTheFeedFile')));
    if (file.size > FEED_UPLOAD_LIMIT_BYTES) return show(errorNotice(t('cms.diamondFeeds.thisFileIsMb', { value: Math.ceil(file.size / MB), value2: FEED_UPLOAD_LIMIT_BYTES / MB })));
    setSending(true);
    try {
      const answer = await uploadFeed(file, { format, type: String(form.get('type')), full: form.get('full') === 'on' });
      show(answer.code === '200' ? successNotice(answer.message) : errorNotice(answer.message));
      if (answer.code === '200') {
        element.reset();
        await onQueued();
      }
    } finally {
      setSending(false);
    }
  }
  const accept = FEED_FORMAT_OPTIONS.find((f) => f.id === format)?.accept;
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-6 border border-pearl bg-white p-6 lg:p-8" aria-labelledby="upload">
      <div>
        <h2 id="upload" className="font-serif text-3xl">
          {t('cms.diamondFeeds.uploadAFeed')}
        </h2>
        <p className="mt-2 max-w-3xl text-sm leading-relaxed text-stone">
          {t('cms.diamondFeeds.theFileIsKept')} {FEED_UPLOAD_LIMIT_BYTES / MB} {t('cms.diamondFeeds.mbPricesFollowThe')} <Link to="/cms/pricing" className={textLinkClass}>{t('cms.diamondFeeds.pricingRules')}</Link>.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <label className="block">
          <span className={labelClass}>{t('cms.diamondFeeds.feedFile')}</span>
          <input name="file" type="file" accept={accept} required className={`${inputClass} file:mr-4 file:border-0 file:bg-ivory file:px-4 file:py-1.5 file:text-xs file:tracking-[0.15em] file:uppercase`} />
        </label>
        <label className="block">
          <span className={labelClass}>{t('cms.diamondFeeds.format')}</span>
          <select value={format} onChange={(e) => setFormat(e.target.value)} className={inputClass}>
            <OptionList options={FEED_FORMAT_OPTIONS.map((f) => ({ value: f.id, label: f.label }))} />
          </select>
        </label>
        <label className="block">
          <span className={labelClass}>{t('cms.diamondFeeds.stonesThatDoNot')}</span>
          <select name="type" defaultValue="natural" className={inputClass}>
            <option value="natural">{t('cms.diamondFeeds.natural')}</option>
            <option value="lab">{t('cms.diamondFeeds.labGrown')}</option>
          </select>
        </label>
      </div>
      <label className="flex max-w-3xl items-start gap-3 text-sm">
        <input name="full" type="checkbox" className="mt-1 size-4 accent-ink" />
        <span>
          <span className="font-medium">{t('cms.diamondFeeds.theSupplierSFull')}</span>
          <span className="block text-stone">{t('cms.diamondFeeds.thisSupplierSStones')}</span>
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-6">
        <button type="submit" disabled={sending} className={buttonClass}>
          {sending ? t('cms.diamondFeeds.uploading') : t('cms.diamondFeeds.uploadAndImport')}
        </button>
        <NoticeArea notice={notice} onDismiss={dismiss} />
      </div>
    </form>
  );
}
