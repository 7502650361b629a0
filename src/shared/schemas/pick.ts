/** Narrowing a wider value to what one schema describes, with no field list kept by hand. */
import type { z } from 'zod';

/**
 * Cuts a value down to the fields of a zod object, in the schema's order (the order the API's
 * answer has them): a field added to the schema is carried from then on, with nothing to
 * remember here. An optional field the value lacks stays absent, as it would in the API's JSON.
 */
export function fieldsOf<S extends z.ZodObject>(schema: S) {
  const keys = Object.keys(schema.shape) as (keyof z.output<S> & string)[];
  return (value: z.output<S>): z.output<S> => {
    const out: Partial<z.output<S>> = {};
    for (const key of keys) if (key in value) out[key] = value[key];
    return out as z.output<S>;
  };
}
