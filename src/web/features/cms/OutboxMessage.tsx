import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import type { CmsOutboxMessageAnswer } from '../../../domain/contract/cms-office';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { formatTimestamp } from '../../../domain/words/format';
import { Spinner } from '../../components/Spinner';
import { quietButtonClass } from '../../components/ui';
import { shopApi } from '../../lib/api-client';

type Email = NonNullable<CmsOutboxMessageAnswer['email']>;

/**
 * One e-mail of the outbox as its receiver got it: subject, receiver, Reply-To and time, the HTML drawn in a sandboxed
 * frame (no script runs, nothing reaches the back-office page) and the plain text beneath it.
 */
export function OutboxMessage({ id, subject, onClose }: { id: number; subject: string; onClose(): void }) {
  const [email, setEmail] = useState<Email | null>(null);
  useEffect(() => {
    let live = true;
    void shopApi.get<CmsOutboxMessageAnswer>(`/api/cms/outbox/${id}`).then((answer) => {
      if (live && answer?.code === '200' && answer.email) setEmail(answer.email);
    });
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="fixed inset-2 z-50 flex flex-col overflow-hidden border border-pearl bg-white text-ink shadow-2xl sm:inset-x-auto sm:top-8 sm:bottom-8 sm:left-1/2 sm:w-[min(48rem,calc(100vw-2rem))] sm:-translate-x-1/2">
          <div className="flex items-start justify-between gap-4 border-b border-pearl p-5 sm:p-7">
            <div className="min-w-0">
              <Dialog.Title className="font-serif text-2xl leading-tight break-words">{t('cms.inbox.readEmail', { subject })}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm break-words text-stone">
                {email
                  ? [
                      t('cms.inbox.emailTo', { to: email.to }),
                      email.reply_to
                        ? t('cms.inbox.emailReplyTo', {
                            replyTo: email.reply_to,
                          })
                        : '',
                      formatTimestamp(email.at),
                    ]
                      .filter(Boolean)
                      .join(' · ')
                  : t('cms.inbox.loadingTheEmail')}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <button type="button" className={`${quietButtonClass} shrink-0`}>
                {t('cms.inbox.close')}
              </button>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-5 sm:p-7">{email ? <EmailBody email={email} /> : <Spinner label={t('cms.inbox.loadingTheEmail')} />}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EmailBody({ email }: { email: Email }) {
  return (
    <div className="grid gap-6">
      {email.html && <iframe title={t('cms.inbox.emailAsReceived')} sandbox="" srcDoc={email.html} className="h-[28rem] w-full border border-pearl bg-white" />}
      <section aria-label={t('cms.inbox.plainText')}>
        <h3 className="text-[0.7rem] tracking-[0.2em] text-stone uppercase">{t('cms.inbox.plainText')}</h3>
        <pre className="mt-2 font-sans text-sm break-words whitespace-pre-wrap" data-testid="email-text">
          {email.text}
        </pre>
      </section>
    </div>
  );
}
