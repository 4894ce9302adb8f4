import { useId } from 'react';
import { NO_SYMBOL, type AnalysisFiltersResponse } from '@candlelens/contracts';
import { analysisTitle } from '@/lib/analysis-title.ts';
import { symbolLabel, type HistorySearch } from '../lib/history-search.ts';

const selectClass =
  'w-full rounded-lg border border-white/15 bg-ink-800 py-2 pr-8 pl-2.5 text-sm text-slate-100 hover:border-white/30 sm:w-auto sm:min-w-44';

/**
 * The history's filters: symbol, tool and period, each a native select (keyboard and screen
 * readers work as everywhere). The choices are the symbols and tools the period's analyses have;
 * a filter from a linked address that none has is offered too, so the select says what is shown.
 * (The page puts 'Clear filters' beside the count of what they show.)
 */
export function HistoryFilters({
  search,
  facets,
  onChange,
}: {
  search: HistorySearch;
  facets: AnalysisFiltersResponse | undefined;
  onChange: (next: HistorySearch) => void;
}) {
  const id = useId();
  const symbols = (facets?.symbols ?? []).map((s) => ({
    value: s.symbol ?? NO_SYMBOL,
    label: `${symbolLabel(s.symbol)} (${s.count})`,
  }));
  if (search.symbol && !symbols.some((s) => s.value === search.symbol))
    symbols.unshift({
      value: search.symbol,
      label: search.symbol === NO_SYMBOL ? symbolLabel(null) : search.symbol,
    });
  const tools = (facets?.types ?? []).map((t) => ({
    value: t.type,
    label: `${analysisTitle(t.type)} (${t.count})`,
  }));
  if (search.tool && !tools.some((t) => t.value === search.tool))
    tools.unshift({ value: search.tool, label: analysisTitle(search.tool) });

  return (
    <form
      role="search"
      aria-label="Filter your analyses"
      // On a phone: the symbol across, tool and period side by side under it.
      className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="col-span-2 flex flex-col gap-1">
        <label htmlFor={`${id}-symbol`} className="text-xs font-medium text-slate-400">
          Symbol
        </label>
        <select
          id={`${id}-symbol`}
          className={selectClass}
          value={search.symbol ?? ''}
          onChange={(e) => onChange({ ...search, symbol: e.target.value || null })}
        >
          <option value="">All symbols</option>
          {symbols.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-tool`} className="text-xs font-medium text-slate-400">
          Tool
        </label>
        <select
          id={`${id}-tool`}
          className={selectClass}
          value={search.tool ?? ''}
          onChange={(e) =>
            onChange({ ...search, tool: (e.target.value || null) as HistorySearch['tool'] })
          }
        >
          <option value="">All tools</option>
          {tools.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-period`} className="text-xs font-medium text-slate-400">
          Period
        </label>
        <select
          id={`${id}-period`}
          className={selectClass}
          value={search.period}
          onChange={(e) =>
            onChange({ ...search, period: e.target.value === 'all' ? 'all' : 'week' })
          }
        >
          <option value="week">Past 7 days</option>
          <option value="all">All analyses</option>
        </select>
      </div>
    </form>
  );
}
