import { z } from 'zod';

// The free reading preview (POST /api/readings) and its fixes (POST /api/readings/:id/hints):
// what the reader found on a screenshot, drawn over it on the page before anything is charged.

/** How sure the reader is, in the words the page shows. */
export const READING_WORDS = {
  looksRight: 'Looks right',
  check: 'Please check the marked parts',
} as const;

/** What the page does with a reading: analyse it at once, ask the trader to check it, or say why not. */
export const READING_VERDICTS = ['looks-right', 'check', 'refused'] as const;
export type ReadingVerdict = (typeof READING_VERDICTS)[number];

const pixel = z
  .number({ error: 'Marks are positions in pixels of the screenshot.' })
  .finite({ message: 'Marks are positions in pixels of the screenshot.' });
const anchor = z.object({
  y: pixel,
  price: z
    .number({ error: 'Each marked height needs a price.' })
    .finite({ message: 'Each marked height needs a price.' }),
  /** The price as typed (its decimals are kept). */
  text: z.string().max(40).optional(),
});

/**
 * A trader's marks on the screenshot, in the pixels of the reading (`width` x `height` of the
 * preview): the price pane's box, two heights with their prices, the last candle's column.
 */
export const readingHintsSchema = z.strictObject(
  {
    plot: z.object({ x0: pixel, y0: pixel, x1: pixel, y1: pixel }).optional(),
    axis: z.tuple([anchor, anchor], { error: 'Mark two heights, each with its price.' }).optional(),
    lastX: pixel.optional(),
  },
  { error: 'The marks are the price pane (plot), two prices (axis) and the last candle (lastX).' },
);
export type ReadingHintsInput = z.infer<typeof readingHintsSchema>;

const plotBox = z.object({
  left: z.number(),
  top: z.number(),
  right: z.number(),
  bottom: z.number(),
});

/** One candle as read: where it is drawn (pixels) and its prices. */
export const previewCandleSchema = z.object({
  x: z.number(),
  bodyWidth: z.number(),
  yOpen: z.number(),
  yHigh: z.number(),
  yLow: z.number(),
  yClose: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  /** Drawn in the rising colour; null when the colours were not told apart. */
  up: z.boolean().nullable(),
});
export type PreviewCandle = z.infer<typeof previewCandleSchema>;

/** A price label read on the axis: its row and the value read. */
export const previewLabelSchema = z.object({ y: z.number(), value: z.number(), text: z.string() });
export type PreviewLabel = z.infer<typeof previewLabelSchema>;

/** What a reading preview shows; `id` is what the trader confirms or fixes, until `expiresAt`. */
export const readingPreviewSchema = z.object({
  id: z.string(),
  expiresAt: z.string(),
  /** The pixels the reading (and every mark) is in: the screenshot's, or its shrunk copy's. */
  width: z.number(),
  height: z.number(),
  accepted: z.boolean(),
  /** When refused: why, in words a trader understands. */
  reason: z.string().nullable(),
  /** 0..1: how likely the reading is right. */
  confidence: z.number(),
  verdict: z.enum(READING_VERDICTS),
  /** The verdict in words: "Looks right", "Please check the marked parts", or the refusal. */
  verdictText: z.string(),
  /** The doubtful parts ("price axis", "candles", ...), marked on the page. */
  uncertain: z.array(z.string()),
  /** Refused, but something chart-like was found: the page offers the fixes. */
  fixable: z.boolean(),
  plot: plotBox.nullable(),
  candles: z.array(previewCandleSchema),
  priceLabels: z.array(previewLabelSchema),
  /** No price axis could be read: prices run 0 (plot bottom) to 100 (plot top). */
  relativePrices: z.boolean(),
  /** Where the price labels read stand: beside the plot on its left or its right (null: none). */
  axisSide: z.enum(['left', 'right']).nullable(),
  /** Decimals of the prices as printed on the axis, when known. */
  decimals: z.number().nullable(),
  /** The last candle's prices and time (ISO 8601, where the time axis was read). */
  last: z
    .object({
      open: z.number(),
      high: z.number(),
      low: z.number(),
      close: z.number(),
      time: z.string().nullable(),
    })
    .nullable(),
  symbol: z.string().nullable(),
  timeframe: z.string().nullable(),
  warnings: z.array(z.string()),
  /** The marks this reading was made with, if any. */
  hints: readingHintsSchema.nullable(),
});
export type ReadingPreview = z.infer<typeof readingPreviewSchema>;
/** A preview as the reader makes it, before it is given an id. */
export type ReadingPreviewData = Omit<ReadingPreview, 'id' | 'expiresAt'>;
