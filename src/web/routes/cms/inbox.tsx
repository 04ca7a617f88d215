import { useState } from 'react';
import { errorNotice, NoticeArea, successNotice, useNotice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { accountPageMeta } from '../../features/account/meta';
import { OutboxMessage } from '../../features/cms/OutboxMessage';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { shopApi } from '../../lib/api-client';
import type { Route } from './+types/inbox';
import type { CmsInboxAnswer as Inbox } from '../../../domain/contract/cms-office';
import { formatTimestamp } from '../../../domain/words/format';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, {
    title: t('cms.inbox.inboxBackOffice'),
    description: t('cms.inbox.enquiriesHintsAndThe'),
    path: '/cms/inbox',
  });
}

const TABS = ['Enquiries', 'Hints', 'E-mails'] as const;
const TAB_LABELS = {
  Enquiries: () => t('cms.inbox.enquiries'),
  Hints: () => t('cms.inbox.hints'),
  'E-mails': () => t('cms.inbox.eMails'),
};
const when = (iso: string) => formatTimestamp(iso);

/** Inbox (issue 14): contact enquiries, hints, and the outbox with each e-mail's delivery state and Resend. */
export default function CmsInbox() {
  return (
    <StaffShell title={t('cms.inbox.inbox')}>
      <InboxScreen />
    </StaffShell>
  );
}

function InboxScreen() {
  const { answer, reload } = useCmsAnswer<Inbox>('/api/cms/inbox');
  const [tab, setTab] = useState<(typeof TABS)[number]>('Enquiries');
  const { notice, show, dismiss } = useNotice();
  const [reading, setReading] = useState<{
    id: number;
    subject: string;
  } | null>(null);
  if (!answer) return <Spinner label={t('cms.inbox.loadingTheInbox')} />;
  if (answer.code !== '200') return <p className="text-ruby">{answer.message}</p>;

  async function resend(id: number) {
    const result = await shopApi.post(`/api/cms/outbox/${id}/resend`, {});
    if (!result) return;
    show(result.code === '200' ? successNotice(result.message) : errorNotice(result.message));
    await reload();
  }

  return (
    <div className="grid gap-6">
      <div role="tablist" aria-label={t('cms.inbox.inbox')} className="flex gap-3">
        {TABS.map((t) => (
          <button
            key={t}
            role="tab"
            aria-selected={tab === t}
            type="button"
            onClick={() => setTab(t)}
            className={`border px-5 py-2 text-[0.7rem] tracking-[0.2em] uppercase ${tab === t ? 'border-ink bg-ink text-white' : 'border-pearl bg-white text-stone hover:text-ink'}`}
          >
            {TAB_LABELS[t]()}
          </button>
        ))}
      </div>
      <NoticeArea notice={notice} onDismiss={dismiss} />
      {reading && <OutboxMessage id={reading.id} subject={reading.subject} onClose={() => setReading(null)} />}
      {tab === 'Enquiries' && (
        <List empty={t('cms.inbox.noEnquiriesYet')}>
          {answer.enquiries.map((e) => (
            <li key={e.id} className="p-5 text-sm">
              <p className="flex justify-between gap-4">
                <span className="font-medium">{e.subject}</span>
                <span className="text-stone">{when(e.at)}</span>
              </p>
              <p className="text-stone">
                {e.name} ·{' '}
                <a href={`mailto:${e.email}`} className="underline underline-offset-4">
                  {e.email}
                </a>{' '}
                · {e.phone}
              </p>
              {e.message && <p className="mt-2 whitespace-pre-line">{e.message}</p>}
            </li>
          ))}
        </List>
      )}
      {tab === 'Hints' && (
        <List empty={t('cms.inbox.noHintsYet')}>
          {answer.hints.map((h) => (
            <li key={h.id} className="p-5 text-sm">
              <p className="flex justify-between gap-4">
                <span>
                  {t('cms.inbox.from')} <span className="font-medium">{h.sender}</span> {t('cms.inbox.to')} <span className="font-medium">{h.recipient}</span>
                </span>
                <span className="text-stone">{when(h.at)}</span>
              </p>
              {h.note && <p className="mt-2 whitespace-pre-line text-stone">{h.note}</p>}
            </li>
          ))}
        </List>
      )}
      {tab === 'E-mails' && <OutboxList outbox={answer.outbox} onRead={setReading} onResend={(id) => void resend(id)} />}
    </div>
  );
}

/** The e-mails the shop sent, each with its delivery state, Read (as its receiver got it) and Resend. */
function OutboxList({ outbox, onRead, onResend }: { outbox: Inbox['outbox']; onRead(m: { id: number; subject: string }): void; onResend(id: number): void }) {
  return (
    <List empty={t('cms.inbox.theShopHasNot')}>
      {outbox.map((m) => (
        <li key={m.id} className="flex items-start justify-between gap-6 p-5 text-sm" data-outbox-message={m.id}>
          <div className="min-w-0">
            <p className="font-medium">{m.subject}</p>
            <p className="text-stone">{t('cms.inbox.to2', { kind: m.kind, to: m.to, at: when(m.at) })}</p>
            <p className={m.status === 'failed' ? 'text-ruby' : m.status === 'sent' ? 'text-emerald-800' : 'text-stone'}>
              {m.status === 'sent'
                ? t('cms.inbox.sent', {
                    value: m.sent_at ? when(m.sent_at) : '',
                  })
                : m.status === 'failed'
                  ? t('cms.inbox.failedAfterAttempts', {
                      attempts: m.attempts,
                      value: m.last_error ? `: ${m.last_error}` : '',
                    })
                  : t('cms.inbox.waitingToBeSent', { attempts: m.attempts })}
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <button
              type="button"
              onClick={() => onRead(m)}
              aria-label={t('cms.inbox.readEmail', { subject: m.subject })}
              className="border border-ink px-4 py-2 text-[0.65rem] tracking-[0.2em] uppercase hover:bg-ink hover:text-white"
            >
              {t('cms.inbox.read')}
            </button>
            <button type="button" onClick={() => onResend(m.id)} className="border border-ink px-4 py-2 text-[0.65rem] tracking-[0.2em] uppercase hover:bg-ink hover:text-white">
              {t('cms.inbox.resend')}
            </button>
          </div>
        </li>
      ))}
    </List>
  );
}

function List({ empty, children }: { empty: string; children: React.ReactNode[] }) {
  if (children.length === 0) return <p className="border border-pearl bg-white px-6 py-12 text-center text-stone">{empty}</p>;
  return <ul className="divide-y divide-pearl border border-pearl bg-white">{children}</ul>;
}
