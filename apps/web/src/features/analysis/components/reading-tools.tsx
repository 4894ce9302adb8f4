import type { RefObject } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { HeightMark } from '../lib/reading-marks.ts';
import type { MarkTool } from './reading-marks-layer.tsx';

const TOOLS: { tool: MarkTool; name: string; how: string }[] = [
  {
    tool: 'pane',
    name: 'Mark the price pane',
    how: 'Drag a box around the candles and their price scale; panels, order books and other panes outside it are left out. By keyboard: move its corners with the arrow keys, Enter reads.',
  },
  {
    tool: 'axis',
    name: 'Mark two prices',
    how: 'Click two price labels (or any two heights), then check or type their prices. By keyboard: move each height with the arrow keys, Enter goes to its price.',
  },
  {
    tool: 'last',
    name: 'Mark the last candle',
    how: 'Click the last candle: drawings and marks right of it are left out. By keyboard: the arrow keys move one candle, Enter reads.',
  },
];

interface ReadingToolsProps {
  tool: MarkTool | null;
  disabled: boolean;
  onTool: (tool: MarkTool | null) => void;
  heights: [HeightMark, HeightMark];
  onPrice: (i: 0 | 1, text: string) => void;
  priceRefs: readonly [RefObject<HTMLInputElement | null>, RefObject<HTMLInputElement | null>];
  /** Enter in a price field: on to the second height, or read with both. */
  onPriceDone: (i: 0 | 1) => void;
  /** What keeps the marks from being used, in words. */
  problem: string | null;
  onApply: () => void;
}

/**
 * The three fixes, each optional: mark the price pane, two prices, the last candle. Each one reads
 * the chart again with the mark (free) and shows the new reading.
 */
export function ReadingToolButtons({
  tool,
  disabled,
  onTool,
  howId,
}: Pick<ReadingToolsProps, 'tool' | 'disabled' | 'onTool'> & { howId: string }) {
  return (
    <section aria-label="Fix the reading" className="space-y-3">
      <h2 className="text-sm font-semibold text-white">
        Fix the reading <span className="font-normal text-slate-400">(free)</span>
      </h2>
      <div className="flex flex-wrap gap-2">
        {TOOLS.map((t) => (
          <Button
            key={t.tool}
            variant="secondary"
            className="px-3 py-2"
            aria-pressed={tool === t.tool}
            aria-describedby={tool === t.tool ? howId : undefined}
            disabled={disabled}
            onClick={() => onTool(tool === t.tool ? null : t.tool)}
          >
            {t.name}
          </Button>
        ))}
      </div>
    </section>
  );
}

/**
 * The tool in use, right under the screenshot (on a phone the trader marks the picture and types
 * the prices without scrolling away from it): what to do, the prices, read or cancel.
 */
export function ActiveReadingTool(props: ReadingToolsProps & { howId: string }) {
  const { tool, disabled, onTool, howId } = props;
  const active = TOOLS.find((t) => t.tool === tool);
  if (!active) return null;
  return (
    <div
      data-testid="active-reading-tool"
      className="space-y-3 rounded-lg border border-fuchsia-400/30 bg-fuchsia-400/5 p-3"
    >
      <p className="text-sm font-semibold text-fuchsia-200">{active.name}</p>
      <p id={howId} className="text-xs leading-5 text-slate-300">
        {active.how}
      </p>
      {tool === 'axis' && <PriceFields {...props} />}
      {props.problem && (
        <p role="alert" className="text-xs text-red-300">
          {props.problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button className="px-3 py-2" disabled={disabled} onClick={props.onApply}>
          {tool === 'pane'
            ? 'Read with this pane'
            : tool === 'axis'
              ? 'Read with these prices'
              : 'Read with this last candle'}
        </Button>
        <Button variant="ghost" className="px-3 py-2" onClick={() => onTool(null)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function PriceFields({ heights, onPrice, priceRefs, onPriceDone, disabled }: ReadingToolsProps) {
  return (
    <div className="grid grid-cols-2 gap-2">
      {heights.map((h, i) => (
        <label key={i} className="block text-xs text-slate-300">
          Price at height {i + 1}
          <input
            ref={priceRefs[i]}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={disabled}
            value={h.price}
            placeholder="e.g. 101.50"
            onChange={(e) => onPrice(i as 0 | 1, e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              onPriceDone(i as 0 | 1);
            }}
            className="mt-1 block w-full rounded-md border border-slate-600 bg-ink-900 px-2 py-1.5 font-mono text-sm text-white focus:border-fuchsia-400 focus:outline-none"
          />
        </label>
      ))}
    </div>
  );
}
