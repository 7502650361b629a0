/**
 * A spreadsheet sent in is a zip archive, and a small archive can inflate to gigabytes. Before a
 * spreadsheet library reads one, every entry is inflated here with a ceiling on its output: an
 * archive whose parts together would pass the limits is refused without being unpacked. The
 * library's work (and memory) grows with the XML elements it reads, so they are counted too: a
 * few hundred kilobytes of tiny rows are refused before anything parses them.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipLimits {
  /** All entries together, inflated. */
  totalBytes: number;
  entries: number;
  /** XML elements (each `<`) in all entries together; none when left out. */
  elements?: number;
}

/** `tooMuch`: a real archive, but more than the limits allow; `broken`: no archive we read. */
export type ZipVerdict = 'ok' | 'tooMuch' | 'broken';

class TooMuch extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** Whether the bytes are a zip archive whose contents stay inside the limits. */
export const zipWithinLimits = (bytes: Buffer, limits: ZipLimits): boolean =>
  zipVerdict(bytes, limits) === 'ok';

/** Whether the bytes are a zip archive inside the limits, one past them, or none. */
export function zipVerdict(bytes: Buffer, limits: ZipLimits): ZipVerdict {
  try {
    return inflatedSize(bytes, limits) <= limits.totalBytes ? 'ok' : 'broken';
  } catch (err) {
    return err instanceof TooMuch ? 'tooMuch' : 'broken';
  }
}

/** The `<` in `data` up to one past `max`: counting stops there. */
function elementsIn(data: Buffer, max: number): number {
  let n = 0;
  for (let i = data.indexOf(60); i >= 0 && n <= max; i = data.indexOf(60, i + 1)) n++;
  return n;
}

/**
 * Reads the archive's directory as the spreadsheet library will (every record in a row from where
 * the directory starts, whatever count the end record gives), refuses what it would read another
 * way (ZIP64 markers, a directory that does not end where the end record begins), and inflates
 * each entry's data up to what the limit leaves.
 */
function inflatedSize(bytes: Buffer, limits: ZipLimits): number {
  // The directory's end record sits in the last 22 bytes, before a comment of up to 64 kB.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--)
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  if (end < 0) throw new Error('not a zip archive');
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || at === 0xffffffff) throw new Error('zip64');
  if (at + size !== end) throw new Error('the directory is not where it says');
  let total = 0;
  let entries = 0;
  let elements = 0;
  const maxElements = limits.elements ?? Number.POSITIVE_INFINITY;
  for (; at < end && bytes.readUInt32LE(at) === DIRECTORY_ENTRY; entries++) {
    if (entries >= limits.entries) throw new Error('too many entries');
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    if (compressed === 0xffffffff || local === 0xffffffff) throw new Error('zip64');
    if (bytes.readUInt32LE(local) !== LOCAL_HEADER) throw new Error('broken entry');
    const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(dataAt, dataAt + compressed);
    const room = limits.totalBytes - total;
    // What the entry says of its own size is not trusted: it is inflated, up to what is left.
    let inflated: Buffer;
    if (method === 0) inflated = data;
    else if (method === 8) inflated = inflateRawSync(data, { maxOutputLength: room + 1 });
    else throw new Error('unknown compression');
    // Counted first: countless tiny rows are named as such, even when they are also too large.
    elements += elementsIn(inflated, maxElements - elements);
    if (elements > maxElements) throw new TooMuch('too many elements');
    total += inflated.length;
    if (total > limits.totalBytes) throw new Error('too large');
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (at !== end || entries !== count) throw new Error('the directory does not match its count');
  return total;
}
