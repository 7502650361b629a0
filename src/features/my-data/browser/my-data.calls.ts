/**
 * Everything the association holds about the caller's enterprise, saved as a ZIP (with its
 * files), or its records alone as JSON or a workbook.
 */
import { api } from '#client/client.ts';
import { saveStream } from '#client/download.ts';
import type { MyDataFormat } from '../contract/formats.ts';

export const downloadMyData = async (format: MyDataFormat = 'zip') =>
  saveStream(
    await api().GET('/center/my-data', { params: { query: { format } }, parseAs: 'stream' }),
    () => undefined,
  );
