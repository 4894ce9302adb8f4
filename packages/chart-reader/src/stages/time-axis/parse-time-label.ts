/** What a time-axis label says: any of its parts, as far as the label shows them. */
export interface TimeParts {
  year?: number;
  /** 1..12 */
  month?: number;
  day?: number;
  hour?: number;
  minute?: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function monthOf(word: string): number | undefined {
  const i = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return i >= 0 ? i + 1 : undefined;
}

function year(v: string): number {
  const n = Number(v.replace(/^'/, ''));
  return v.length <= 3 ? 2000 + n : n;
}

const valid = (p: TimeParts): boolean =>
  (p.month === undefined || (p.month >= 1 && p.month <= 12)) &&
  (p.day === undefined || (p.day >= 1 && p.day <= 31)) &&
  (p.hour === undefined || (p.hour >= 0 && p.hour <= 24)) &&
  (p.minute === undefined || (p.minute >= 0 && p.minute <= 59)) &&
  (p.year === undefined || (p.year >= 1970 && p.year <= 2100));

/**
 * Parses a time-axis label: `07:50`, `9:30`, `2020-01-06`, `2016/07/29`, `23 Oct 2019`,
 * `Oct 23`, `16 Jan 05:45` (also run together as OCR reads it: `9Sep14:35`), `14 Dec '22`,
 * `Nov`, `2023`, `28` (a day of the month), `2020-03-24 15:30`. Returns null for text that is
 * not a time.
 */
export function parseTimeLabel(text: string): TimeParts | null {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!t) return null;
  const parts: TimeParts = {};
  let rest = t;
  // a time of day anywhere in the label
  const hm = /(?:^|\s|(?<=[A-Za-z]))(\d{1,2}):(\d{2})(?::\d{2})?(?:\s*([ap]m))?$/i.exec(rest);
  if (hm) {
    let h = Number(hm[1]);
    if (hm[3]) h = (h % 12) + (hm[3].toLowerCase() === 'pm' ? 12 : 0);
    parts.hour = h;
    parts.minute = Number(hm[2]);
    rest = rest.slice(0, hm.index).trim();
  }
  let m: RegExpExecArray | null;
  if (!rest) return valid(parts) && parts.hour !== undefined ? parts : null;
  if ((m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(rest))) {
    parts.year = Number(m[1]);
    parts.month = Number(m[2]);
    parts.day = Number(m[3]);
  } else if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(rest))) {
    // day first outside the US is as common as month first: take the reading that is a date
    const a = Number(m[1]);
    const b = Number(m[2]);
    parts.year = Number(m[3]);
    if (a > 12) [parts.day, parts.month] = [a, b];
    else [parts.month, parts.day] = [a, b];
  } else if ((m = /^(\d{1,2})[-/](\d{1,2})$/.exec(rest))) {
    [parts.month, parts.day] = [Number(m[1]), Number(m[2])];
  } else if ((m = /^(\d{1,2}) ?([A-Za-z]{3,9})\.?(?: ('?\d{2}|\d{4}))?$/.exec(rest))) {
    parts.day = Number(m[1]);
    parts.month = monthOf(m[2]!);
    if (m[3]) parts.year = year(m[3]);
  } else if ((m = /^([A-Za-z]{3,9})\.? (\d{1,2})(?:,? (\d{4}))?$/.exec(rest))) {
    parts.month = monthOf(m[1]!);
    const n = Number(m[2]);
    if (m[3]) {
      parts.day = n;
      parts.year = Number(m[3]);
    } else if (n > 31) parts.year = year(m[2]!);
    else parts.day = n;
  } else if ((m = /^([A-Za-z]{3,9})\.?(?: ('\d{2}|\d{4}))?$/.exec(rest))) {
    parts.month = monthOf(m[1]!);
    if (m[2]) parts.year = year(m[2]);
  } else if ((m = /^(\d{4})$/.exec(rest))) {
    parts.year = Number(m[1]);
  } else if ((m = /^(\d{1,2})$/.exec(rest))) {
    parts.day = Number(m[1]);
  } else return null;
  if (parts.month === undefined && /[A-Za-z]/.test(rest)) return null;
  return valid(parts) ? parts : null;
}
