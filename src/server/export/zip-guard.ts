/**
 * A spreadsheet sent in is a zip archive, and a small archive can inflate to gigabytes. Before a
 * spreadsheet library reads one, every entry is inflated here with a ceiling on its output: an
 * archive whose parts together would pass the limits is refused without being unpacked.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipLimits {
  /** All entries together, inflated. */
  totalBytes: number;
  entries: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** Whether the bytes are a zip archive whose contents stay inside the limits. */
export function zipWithinLimits(bytes: Buffer, limits: ZipLimits): boolean {
  try {
    return inflatedSize(bytes, limits) <= limits.totalBytes;
  } catch {
    return false;
  }
}

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
  if (count > limits.entries) throw new Error('too many entries');
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error('broken directory');
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    if (bytes.readUInt32LE(local) !== LOCAL_HEADER) throw new Error('broken entry');
    const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(dataAt, dataAt + compressed);
    const room = limits.totalBytes - total;
    // What the entry says of its own size is not trusted: it is inflated, up to what is left.
    if (method === 0) total += data.length;
    else if (method === 8) total += inflateRawSync(data, { maxOutputLength: room + 1 }).length;
    else throw new Error('unknown compression');
    if (total > limits.totalBytes) throw new Error('too large');
    at += 46 + nameLength + extraLength + commentLength;
  }
  return total;
}
