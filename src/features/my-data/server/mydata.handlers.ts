import { strToU8, zipSync } from 'fflate';
import { beijingToday } from '#shared/format.ts';
import { LOCALES } from '#shared/constants.ts';
import { serverWords } from '#i18n/server.ts';
import { enterpriseOf } from '#server/auth/caller.ts';
import { XLSX_TYPE } from '#server/export/xlsx.ts';
import { sendFile } from '#server/http/send-file.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { enforce } from '#server/http/rate-limit.ts';
import * as routes from './mydata.routes.ts';
import { enterpriseData } from './mydata.service.ts';
import { recordsWorkbook } from './mydata.xlsx.ts';

const EXPORTS_PER_HOUR = 5;

export const downloadMyData: Handler<typeof routes.download> = async (c) => {
  const enterpriseId = enterpriseOf(c);
  const { db, files, now } = c.var.deps;
  await enforce(
    db,
    { key: `mydata:${enterpriseId}`, max: EXPORTS_PER_HOUR, windowMs: 3_600_000 },
    now(),
  );
  const { format } = c.req.valid('query');
  const data = await enterpriseData(db, enterpriseId);
  const note = LOCALES.map((l) => serverWords[l]['mydata.readme']).join('\n\n');
  const records = strToU8(
    JSON.stringify({ exportedAt: new Date(now()).toISOString(), ...data.tables }, null, 2),
  );
  const name = `${c.var.t('mydata.fileName')}-${beijingToday(now())}.${format}`;
  // The records alone, for a program (JSON) or a person with a spreadsheet (XLSX).
  if (format === 'json') return sendFile({ body: records, type: 'application/json', name });
  if (format === 'xlsx')
    return sendFile({ body: await recordsWorkbook(data.tables, note), type: XLSX_TYPE, name });
  const entries: Record<string, Uint8Array> = {
    'README.txt': strToU8(note),
    'data.json': records,
  };
  for (const file of data.files) {
    const bytes = await files.read(file.storedName);
    if (!bytes) continue;
    // The id keeps two files of one name apart.
    entries[`files/${file.id.slice(0, 8)}-${file.originalName.replace(/[/\\]/g, '_')}`] = bytes;
  }
  return sendFile({ body: zipSync(entries, { level: 6 }), type: 'application/zip', name });
};

export const myDataRouter = newRouter().openapi(routes.download, downloadMyData);
