import {
  NO_SYMBOL,
  type AnalysisFiltersResponse,
  type AnalysisListResponse,
  type AnalysisType,
} from '@candlelens/contracts';
import type { Db } from '../db/client.ts';
import { UserFacingError } from '../errors.ts';
import {
  findOwned,
  historyFacets,
  listOwned,
  type HistoryFilter,
} from '../repositories/analyses.repository.ts';
import { candlesFileOf, storedImageName, type CandlesFile } from './candles-csv.ts';
import { decodeCursor, encodeCursor, sinceDate } from './history-query.ts';
import { toShareLink } from './share.service.ts';

/** The list's query as the route validated it. */
interface ListQuery {
  since: string;
  limit: number;
  cursor?: string | undefined;
  symbol?: string | undefined;
  type?: AnalysisType | undefined;
}

function symbolFilter(symbol: string | undefined): HistoryFilter['symbol'] {
  if (symbol === undefined) return undefined;
  return symbol === NO_SYMBOL ? { none: true } : { is: symbol };
}

/**
 * A user's history: the list (a window, or everything kept; narrowed by symbol and tool), the
 * symbols and tools there are to filter by, and each analysis' candles as CSV. Every query is
 * the owner's own.
 */
export class HistoryService {
  constructor(private readonly deps: { db: Db; publicUrl: string }) {}

  /** Newest first, a page at a time. */
  async list(userId: string, query: ListQuery): Promise<AnalysisListResponse> {
    const rows = await listOwned(this.deps.db, userId, {
      since: sinceDate(query.since),
      symbol: symbolFilter(query.symbol),
      type: query.type,
      limit: query.limit + 1,
      before: decodeCursor(query.cursor),
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => ({
        id: r.id,
        type: r.type as AnalysisType,
        createdAt: r.createdAt.toISOString(),
        summary: r.summary,
        imageUrl: `/api/analyses/${r.id}/image`,
        thumbnailUrl: `/api/analyses/${r.id}/thumbnail`,
        symbol: r.symbol,
        timeframe: r.timeframe,
        lastClose: r.lastClose,
        priceDecimals: r.priceDecimals,
        readingChecked: r.readingChecked,
        share:
          r.shareToken && r.sharedAt
            ? toShareLink({ token: r.shareToken, createdAt: r.sharedAt }, this.deps.publicUrl)
            : null,
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAt, last.id) : null,
    };
  }

  /** The symbols and tools the user's analyses in the window have, most analysed first. */
  async filters(userId: string, query: { since: string }): Promise<AnalysisFiltersResponse> {
    const facets = await historyFacets(this.deps.db, userId, sinceDate(query.since));
    return {
      symbols: facets.symbols,
      types: facets.types.map((t) => ({ type: t.type as AnalysisType, count: t.count })),
    };
  }

  /** The analysis' candles as CSV, for its owner only (another user's id is not found). */
  async candles(userId: string, id: string): Promise<CandlesFile> {
    const row = await findOwned(this.deps.db, userId, id);
    if (!row) throw new UserFacingError(404, 'Analysis not found');
    return candlesFileOf(row, row.imageName ?? storedImageName(row));
  }
}
