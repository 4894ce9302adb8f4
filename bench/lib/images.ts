import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './server.ts';

/** A small rendered candlestick chart (640x400): the server's own test fixture. */
export async function chartScreenshot(): Promise<Buffer> {
  const fixture = path.join(root, 'apps/server/test/fixtures/chart.png');
  if (!existsSync(fixture)) throw new Error(`missing ${fixture}`);
  return readFileSync(fixture);
}
