import type { ReactNode } from 'react';

/** One choice of a radio group drawn as a card (a delivery address, a payment method): the chosen one is outlined; one that cannot be chosen is greyed. */
export function ChoiceCard({ name, value, checked, onChoose, title, disabled = false, children }: { name: string; value: string | number; checked: boolean; onChoose: () => void; title: string; disabled?: boolean; children: ReactNode }) {
  return (
    <label className={`flex gap-4 border px-5 py-4 ${disabled ? 'cursor-not-allowed border-pearl opacity-70' : 'cursor-pointer'} ${checked ? 'border-ink bg-ivory' : 'border-pearl'}`}>
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChoose} className="mt-1 accent-ink" />
      <span className="text-sm">
        <span className="block font-medium text-ink">{title}</span>
        {children}
      </span>
    </label>
  );
}
