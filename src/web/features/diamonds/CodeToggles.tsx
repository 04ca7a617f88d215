import type { ReactNode } from 'react';
import { CODE_FILTER, type CodeFilterKey } from '../../../domain/diamonds/filters';
import { chipClass, legendClass } from './styles';
import { formatNumber } from '../../../domain/words/format';

interface CodeTogglesProps {
  filterKey: CodeFilterKey;
  value: readonly string[];
  onToggle: (code: string) => void;
  /** How many stones match each value under the other filters (the facets); undefined when not counted. */
  counts?: Record<string, number>;
  /** Grid columns of the chips, e.g. 'grid-cols-4 sm:grid-cols-8'. */
  columns: string;
  /** Beside the legend (the Ideal cut toggle). */
  aside?: ReactNode;
  idPrefix: string;
}

/** One list of values as toggles (multi-select; an active one pressed again turns off), each with its live count. */
export function CodeToggles({ filterKey, value, onToggle, counts, columns, aside, idPrefix }: CodeTogglesProps) {
  const filter = CODE_FILTER[filterKey];
  return (
    <div role="group" aria-labelledby={`${idPrefix}-${filterKey}-label`} className="min-w-0" data-filter={filterKey}>
      <div className="flex min-h-7 items-center justify-between gap-4">
        <span id={`${idPrefix}-${filterKey}-label`} className={legendClass}>
          {filter.label}
        </span>
        {aside}
      </div>
      <ul className={`mt-3 grid gap-1.5 ${columns}`}>
        {filter.options.map((option) => {
          const on = value.includes(option.code);
          const count = counts?.[option.code];
          const countId = `${idPrefix}-${filterKey}-${option.code}-count`;
          return (
            <li key={option.code} className="min-w-0">
              <button
                type="button"
                aria-pressed={on}
                aria-describedby={count !== undefined ? countId : undefined}
                onClick={() => onToggle(option.code)}
                className={`${chipClass(on, count === 0)} w-full`}
              >
                <span className="max-w-full truncate leading-none">{option.label}</span>
                {count !== undefined && (
                  <span id={countId} aria-hidden="true" className={`text-[0.58rem] leading-none tabular-nums ${on ? 'text-white/70' : 'text-stone'}`}>
                    {formatNumber(count)}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
