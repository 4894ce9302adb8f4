/**
 * What in the model's text CandleLens cannot stand behind: a number its measured text does not
 * give (a price, level, rate or probability made up or rounded differently), a direction where it
 * measured none, a reading it asked the trader to check told as sound. Empty when the text keeps
 * to the measurements.
 */
export function ungrounded(written: string, measuredText: string): string[] {
  const known = new Set(numbersIn(measuredText));
  const unknown = [...new Set(numbersIn(written))].filter((n) => !known.has(n));
  const out = unknown.length ? [`figures CandleLens did not measure: ${unknown.join(', ')}`] : [];
  const says = (text: string, phrase: string) => text.toLowerCase().includes(phrase);
  if (says(measuredText, 'no measured direction') && !says(written, 'no measured direction'))
    out.push('no "No measured direction" where no direction was measured');
  if (says(measuredText, 'check the reading') && !says(written, 'check the reading'))
    out.push('no "check the reading" where the reading contradicts itself');
  return out;
}

/** Every number of a text as written, without thousands separators: "9,376.59" -> "9376.59". */
function numbersIn(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,(?=\d{3}\b)/g, ''));
}
