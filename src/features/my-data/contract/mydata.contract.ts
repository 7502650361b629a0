/** The query of a data download: one of the forms (formats.ts), a ZIP unless another is asked. */
import { z } from 'zod';
import { MY_DATA_FORMATS } from './formats.ts';

export const myDataQuery = z.object({
  format: z.enum(MY_DATA_FORMATS, { error: 'validation.invalid' }).default('zip'),
});
