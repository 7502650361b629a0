/** Zip archives made by hand, the way hostile ones are. */
import { deflateRawSync } from 'node:zlib';

/**
 * One deflated file in a zip archive, as a zip bomb is made: `records` directory entries all
 * pointing at it, of which the end record admits `count`.
 */
export function zipOf(name: string, content: Buffer, records = 1, count = records): Buffer {
  const data = deflateRawSync(content, { level: 9 });
  const file = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  // The size it declares is small: the bomb lies about what it holds.
  local.writeUInt32LE(1000, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(1000, 24);
  central.writeUInt16LE(file.length, 28);
  central.writeUInt32LE(0, 42);
  const directory = Buffer.concat(Array.from({ length: records }, () => [central, file]).flat());
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(30 + file.length + data.length, 16);
  return Buffer.concat([local, file, data, directory, end]);
}
