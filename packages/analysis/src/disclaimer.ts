export const DISCLAIMER =
  'This analysis is for information only and is not financial advice. It is computed from the candles read from your chart, and past behaviour does not guarantee future results.';
