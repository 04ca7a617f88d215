import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A storefront form that loses nothing typed or sent before the page's scripts run (issue 30). The page is drawn on
 * the server and its scripts start after the first paint (src/web/lib/scripts-after-paint.server.ts), so a shopper
 * may type, press Enter or the button first. Such a form
 * - has no default values (useEarlyForm): what was typed before is read from the fields as they register, where
 *   default values would empty them;
 * - posts (EarlyForm): the page's starter holds the browser's own submission and sends the form again through the
 *   page once it runs, and a form sent without scripts never writes what was typed into the address bar;
 * - keeps its button pressable while the page hydrates (SendButton): a disabled button cannot be pressed, nor can
 *   Enter send its form.
 * Login, register, Contact Us, Drop a Hint, Forgot and Reset password are such forms.
 */
export function useEarlyForm<Input extends FieldValues, Output extends FieldValues>(schema: z.ZodType<Output, Input>) {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema) });
}

/** The form element of an early form: it posts (see useEarlyForm). */
export function EarlyForm(props: Omit<ComponentProps<'form'>, 'method'>) {
  return <form method="post" {...props} />;
}

/** An early form's send button: its busy words while sending, and never disabled while the page's scripts load. */
export function SendButton({ busy, busyLabel, className, children }: { busy: boolean; busyLabel: string; className: string; children: ReactNode }) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
