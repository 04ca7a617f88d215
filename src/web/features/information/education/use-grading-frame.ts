import { useEffect, useRef, useState } from 'react';
import { useInView } from '../../../lib/use-in-view';
import { FRAME_HEIGHT, FRAME_TIMEOUT_MS, frameUrl, postedHeight, type GradingFrame } from './grading-frames';

/**
 * waiting: not yet near the viewport (or not yet hydrated); loading: the frame is loading; ready: it reported its
 * height and is shown at that height; unavailable: it was blocked or reported nothing in time (offline, say).
 */
type FrameState = 'waiting' | 'loading' | 'ready' | 'unavailable';

/** How near the viewport a frame starts loading (a layout value, the same in every language). */
const NEAR_MARGIN = '600px 0px';

/**
 * The life of one grading module's frame: its address once its place (`boxRef`) comes near the viewport, its state
 * and the height it posts (only messages from its own window, `iframeRef`, and origin count; the height is clamped).
 */
export function useGradingFrame(frame: GradingFrame) {
  const boxRef = useRef<HTMLDivElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [state, setState] = useState<FrameState>('waiting');
  const [height, setHeight] = useState<number>(FRAME_HEIGHT.initial);

  // Listen before the frame exists: a frame refused by the content security policy is reported once, straight away.
  useEffect(() => {
    const origin = new URL(frame.src).origin;
    const onMessage = (event: MessageEvent) => {
      const frameWindow = iframeRef.current?.contentWindow;
      if (event.origin !== origin || !frameWindow || event.source !== frameWindow) return;
      const posted = postedHeight(event.data);
      if (posted === null) return;
      setHeight(posted);
      setState('ready');
    };
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(origin)) setState((s) => (s === 'ready' ? s : 'unavailable'));
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('securitypolicyviolation', onViolation);
    };
  }, [frame.src]);

  // Lazy: the frame is created when its place comes near the viewport.
  const near = useInView(boxRef, { rootMargin: NEAR_MARGIN, once: true });
  useEffect(() => {
    if (!near) return;
    setSrc(frameUrl(frame, window.location));
    setState((s) => (s === 'waiting' ? 'loading' : s));
  }, [near, frame]);

  // A frame that never reports its height is not working here. It stays in the page, hidden, and is shown if it
  // reports in later (a slow connection).
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setState((s) => (s === 'loading' ? 'unavailable' : s)), FRAME_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return { boxRef, iframeRef, src, state, height };
}
