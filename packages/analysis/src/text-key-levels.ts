import { distanceText, numberText, priceText, spanText, type PriceFormat } from './format.ts';
import type { KeyLevelsSection, Level } from './types.ts';

function reactionText(level: Level): string {
  if (level.reaction !== 'broke through') return level.reaction;
  return level.kind === 'support' ? 'price broke up through it' : 'price broke down through it';
}

export function levelLine(level: Level, fmt: PriceFormat): string {
  const touch =
    level.lastTouchIndex >= 0
      ? `, last touched at bar ${level.lastTouchIndex} (${reactionText(level)})`
      : '';
  return `- **${level.label} ${priceText(level.price, fmt)}** ${level.kind}: ${level.touches} ${level.touches === 1 ? 'touch' : 'touches'}, strength ${numberText(level.strength, 2)}${touch}; average reaction ${numberText(level.reactionAtr, 1)} ATR.`;
}

/** The '## Key Levels' section: levels, round numbers, breakouts and the stop/target suggestion. */
export function keyLevelsText(
  levels: readonly Level[],
  section: KeyLevelsSection,
  candleCount: number,
  fmt: PriceFormat,
  brief = false,
): string {
  const lines = ['## Key Levels', ''];
  lines.push(
    `Last close **${priceText(section.lastClose, fmt)}** (bar ${candleCount - 1}); visible range ${spanText(section.rangeLow, section.rangeHigh, fmt)}; ATR(14) ${distanceText(section.atr, fmt)}.`,
    '',
  );
  const resistance = levels.filter((l) => l.kind === 'resistance');
  const support = levels.filter((l) => l.kind === 'support');
  if (resistance.length === 0)
    lines.push('- No resistance above the last close within the visible range.');
  for (const l of brief ? resistance.slice(0, 2) : resistance) lines.push(levelLine(l, fmt));
  if (support.length === 0)
    lines.push('- No support below the last close within the visible range.');
  for (const l of brief ? support.slice(0, 2) : support) lines.push(levelLine(l, fmt));
  if (!brief) {
    lines.push('');
    if (section.roundNumbers.length) {
      lines.push(
        `**Psychological levels:** ${section.roundNumbers.map((r) => `${priceText(r.price, fmt)} (${r.position})`).join(', ')}.`,
        '',
      );
    }
    if (section.breakouts.length === 0) {
      lines.push('**Breakouts and retests:** no close through a key level in the last 30 bars.');
    } else {
      lines.push('**Breakouts and retests:**');
      for (const b of section.breakouts) {
        const retest =
          b.retestIndex === null ? 'not retested yet' : `retested at bar ${b.retestIndex}`;
        lines.push(
          `- Closed ${b.direction === 'up' ? 'above' : 'below'} ${priceText(b.levelPrice, fmt)} at bar ${b.index}; ${retest}; ${b.holding ? 'holding' : 'no longer holding'}.`,
        );
      }
    }
  }
  const plan = section.plan;
  if (plan) {
    lines.push('');
    lines.push(
      `**Stop-loss and take-profit:** ${plan.side} from ${priceText(plan.entry, fmt)}, stop ${priceText(plan.stop, fmt)}, target ${priceText(plan.target, fmt)} (risk-reward ${numberText(plan.riskReward, 2)}).${brief ? '' : ` Reasoning: ${plan.reasoning}.`}`,
    );
  }
  return lines.join('\n');
}
