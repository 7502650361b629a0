import { z } from 'zod';

/** A stored file as answers name it: the files kernel makes these, every feature shows them. */
export const fileRef = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  url: z.string(),
});
export type FileRef = z.infer<typeof fileRef>;
