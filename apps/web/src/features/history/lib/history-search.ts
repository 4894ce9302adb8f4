import { ANALYSIS_TYPES, type AnalysisType } from '@candlelens/contracts';

/**
 * What the history shows, as its page's address says it (`/app/history?symbol=SPY&tool=trend
 * &period=all`), so a filtered view can be linked and kept with the back button.
 */
export interface HistorySearch {
  /** A symbol as listed, or NO_SYMBOL; null: every symbol. */
  symbol: string | null;
  tool: AnalysisType | null;
  /** 'week': the past 7 days (the default); 'all': every analysis kept. */
  period: 'week' | 'all';
}

export function readHistorySearch(params: URLSearchParams): HistorySearch {
  const symbol = params.get('symbol')?.trim().slice(0, 100) || null;
  const tool = params.get('tool');
  return {
    symbol,
    tool: ANALYSIS_TYPES.includes(tool as AnalysisType) ? (tool as AnalysisType) : null,
    period: params.get('period') === 'all' ? 'all' : 'week',
  };
}

/** The address' search part for a view: only what differs from the default. */
export function historySearchParams(search: HistorySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.symbol) params.set('symbol', search.symbol);
  if (search.tool) params.set('tool', search.tool);
  if (search.period === 'all') params.set('period', 'all');
  return params;
}

/** The API's `since` for a period. */
export const sinceOf = (period: HistorySearch['period']) => (period === 'all' ? 'all' : '7d');

/** How a symbol reads in the filter and on the cards: the chart's, or that it showed none. */
export const symbolLabel = (symbol: string | null) => symbol ?? 'Symbol not shown';
