import type { Rgb } from '../../shared/colour.ts';

/**
 * The greys candles and bars that did not move are drawn in: channels within `spread` levels, or
 * within `saturation` of the brightest (a blue-grey text colour; decisions 167, 196 and 201).
 */
export const NO_CHANGE_GREY = { spread: 30, saturation: 0.3 } as const;

/** Whether a colour is such a grey (see `NO_CHANGE_GREY`). */
export function isNoChangeGrey(colour: Rgb): boolean {
  const top = Math.max(...colour);
  const spread = top - Math.min(...colour);
  return spread <= NO_CHANGE_GREY.spread || spread <= NO_CHANGE_GREY.saturation * top;
}
