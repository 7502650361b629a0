/** Every benchmark's figures go to bench/results/<name>.json, and to the terminal. */
import { mkdirSync, writeFileSync } from 'node:fs';

export function record(name: string, result: unknown): void {
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const text = `${JSON.stringify(result, null, 2)}\n`;
  writeFileSync(new URL(`./results/${name}.json`, import.meta.url), text);
  console.log(text);
}
