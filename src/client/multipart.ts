/**
 * An upload's form as an openapi-fetch body. The API description calls a file a binary string, so
 * the typed body is an object of strings; what goes out is the form data itself, untouched.
 */
export function formBody<Body>(form: FormData): NonNullable<Body> {
  return form as unknown as NonNullable<Body>;
}

/** openapi-fetch serialises bodies as JSON unless told otherwise: a form goes as it is. */
export const sendFormAsIs = (body: unknown) => body as FormData;
