import type { ReactNode } from 'react';

/** One choice of a radio group drawn as a card (a delivery address, a payment method): the chosen one is outlined. */
export function ChoiceCard({ name, value, checked, onChoose, title, children }: { name: string; value: string | number; checked: boolean; onChoose: () => void; title: string; children: ReactNode }) {
  return (
    <label className={`flex cursor-pointer gap-4 border px-5 py-4 ${checked ? 'border-ink bg-ivory' : 'border-pearl'}`}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} className="mt-1 accent-ink" />
      <span className="text-sm">
        <span className="block font-medium text-ink">{title}</span>
        {children}
      </span>
    </label>
  );
}
