import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../domain/words/catalogue';

/** A message from the shop: green when the answer's code is '200', red otherwise (account §8); neutral when it only tells. */
export interface Notice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export const successNotice = (text: string): Notice => ({ tone: 'success', text });
export const errorNotice = (text: string): Notice => ({ tone: 'error', text });
export const infoNotice = (text: string): Notice => ({ tone: 'info', text });
/** The notice for a server answer: '200' is success, any other code an error. */
export const noticeOfAnswer = (answer: { code: string; message: string }): Notice => (answer.code === '200' ? successNotice(answer.message) : errorNotice(answer.message));

/** The notice shown on a page, with show and dismiss. */
export function useNotice(initial: Notice | null = null) {
  const [notice, setNotice] = useState<Notice | null>(initial);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, show: setNotice, dismiss };
}

/**
 * Where a page's notices appear: a live region that is always present so every new message is read out,
 * and a dismissible alert inside it. Empty, it takes no room (not even a flex gap).
 */
export function NoticeArea({ notice, onDismiss, className = '' }: { notice: Notice | null; onDismiss?: () => void; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // A message above a long form may be out of sight when the button below is pressed: bring it into view.
  useEffect(() => {
    if (notice) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);
  return (
    <div ref={ref} aria-live="polite" aria-atomic="true" className={notice ? `scroll-mt-6 ${className}` : 'sr-only'}>
      {notice && (
        <div
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-tone={notice.tone}
          className={`flex items-start gap-4 border px-5 py-4 text-sm leading-relaxed ${
            notice.tone === 'error' ? 'border-ruby/30 bg-ruby/5 text-ruby' : notice.tone === 'info' ? 'border-gold/60 bg-ivory text-ink' : 'border-emerald-700/25 bg-emerald-50 text-emerald-900'
          }`}
        >
          <p className="flex-1">{notice.text}</p>
          {onDismiss && (
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('components.notice.dismissMessage')}
            className="-mt-1 -mr-2 flex size-8 shrink-0 items-center justify-center text-lg leading-none opacity-70 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </button>
          )}
        </div>
      )}
    </div>
  );
}
