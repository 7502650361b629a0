/**
 * Why a build failed, as one sentence an editor can read: the journal keeps the end of the
 * renderer's output (a V8 dump when it ran out of memory, stack frames, Astro's progress lines),
 * which stays for whoever looks further, and the reason names what it says.
 */
import { INTERRUPTED } from './build-journal.ts';

type FailureKind = 'interrupted' | 'outOfMemory' | 'stopped' | 'failed';

/** Lines of the output that explain nothing to a reader: frames, dumps, headers, progress. */
const NOISE = [
  /^\s*at\s/, // a stack frame
  /^\s*<---.*--->\s*$/, // V8's section headers
  /^\s*\[\d+:0x[0-9a-f]+\]/i, // V8's GC trace
  /^\s*\d+: 0x[0-9a-f]+/i, // a native stack frame
  /^-+ .* -+$/, // "----- Native stack trace -----"
  /^astro build failed \/ 页面生成失败:?$/,
  /^the page renderer stopped \(.*\):?$/,
  /^\s*\d{2}:\d{2}:\d{2} \[(?:build|content|vite|types)\]/, // Astro's progress lines
  /^\s*[▶✓λ└├│]/u,
];

const ERROR_LINE = /error|failed|cannot|could not|not found|refused|timed? ?out|invalid/i;
const DETAIL_CHARS = 300;

export function failureOf(error: string): { kind: FailureKind; detail: string } {
  if (error === INTERRUPTED) return { kind: 'interrupted', detail: '' };
  if (/heap out of memory|Reached heap limit|ran out of memory/i.test(error))
    return { kind: 'outOfMemory', detail: '' };
  const lines = error
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !NOISE.some((n) => n.test(l)));
  const line = lines.find((l) => ERROR_LINE.test(l)) ?? lines[0];
  if (!line) return { kind: 'stopped', detail: '' };
  const detail = line
    .replace(/^\[ERROR\]\s*(?:\[[\w-]+\]\s*)?/, '')
    .replace(/^(?:Uncaught )?\w*Error:\s*/, '');
  return {
    kind: 'failed',
    detail: detail.length > DETAIL_CHARS ? `${detail.slice(0, DETAIL_CHARS)}…` : detail,
  };
}
