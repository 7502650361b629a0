/**
 * The forms an enterprise takes its data in (PIPL art. 45): everything in a ZIP (the records as
 * JSON, its uploaded files, a note), or the records alone as JSON or as a workbook.
 */
import { z } from 'zod';

export const MY_DATA_FORMATS = ['zip', 'json', 'xlsx'] as const;
export type MyDataFormat = (typeof MY_DATA_FORMATS)[number];

export const myDataQuery = z.object({
  format: z.enum(MY_DATA_FORMATS, { error: 'validation.invalid' }).default('zip'),
});
