/**
 * The forms an enterprise takes its data in (PIPL art. 45): everything in a ZIP (the records as
 * JSON, its uploaded files, a note), or the records alone as JSON or as a workbook. Apart from the
 * query's schema, so the centre's home page, which offers these, loads no zod at start.
 */
export const MY_DATA_FORMATS = ['zip', 'json', 'xlsx'] as const;
export type MyDataFormat = (typeof MY_DATA_FORMATS)[number];
