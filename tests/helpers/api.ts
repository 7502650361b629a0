/**
 * The API as the OpenAPI document describes it, for API tests: openapi-fetch's client typed by the
 * generated `paths` (src/client/api.d.ts), so a test names a real route, sends the parameters and
 * body that route declares, and reads a reply of the declared shape, with no reply type of its own.
 * Each reply keeps what a test checks: the HTTP status, the body and the headers.
 *
 *   const r = await api(s.base).PUT('/console/staff/{id}', {
 *     token, params: { path: { id } }, body: { nickName, roleKeys },
 *   });
 *
 * The body is typed as the route's success reply together with the refusal's fields (`errors`,
 * `requestId`…): a test reads `r.body.code` and then whichever side it expects, as it always has.
 * Requests that must break the contract on purpose (hostile or malformed input) go through `call`
 * in ./http.ts instead.
 */
import createClient, {
  type Client,
  type FetchResponse,
  type ParamsOption,
  type RequestBodyOption,
} from 'openapi-fetch';
import type { paths } from '#client/api.d.ts';

export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
/** Routes that answer `M` (the generated types mark the others `M?: never`). */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];
export type Operation<P extends keyof paths, M extends Method> = paths[P][M & keyof paths[P]];

/** What `call` took besides the route: the session's token, the reader's language, more headers. */
interface Extras {
  token?: string;
  lang?: 'zh' | 'en';
  headers?: Record<string, string>;
  /** For a multipart body, which goes out as the FormData it is (as the browser's upload does). */
  bodySerializer?: (body: unknown) => FormData;
}
export type Init<O> = ParamsOption<O> & RequestBodyOption<O> & Extras;
/** The options may be left out only when the route needs neither parameters nor a body. */
type Args<O> = object extends Init<O> ? [init?: Init<O>] : [init: Init<O>];

type Answer<O> = FetchResponse<O & Record<string | number, unknown>, object, 'application/json'>;
type Success<O> = NonNullable<Answer<O>['data']>;
type Refusal<O> = NonNullable<Answer<O>['error']>;
/** Success and refusal share `code` and `msg`; the refusal adds its own fields, all optional. */
export type Body<O> = [Success<O>] extends [never]
  ? Refusal<O>
  : Success<O> & Partial<Omit<Refusal<O>, keyof Success<O>>>;

export interface Reply<O> {
  status: number;
  body: Body<O>;
  headers: Headers;
}

/** The reply to `M path`, for a variable that holds one before it is made. */
export type ReplyTo<M extends Method, P extends PathsWith<M>> = Reply<Operation<P, M>>;

/** The body `M path` takes, for a value built before the call. */
export type BodyOf<M extends Method, P extends PathsWith<M>> = NonNullable<
  Init<Operation<P, M>>['body']
>;

/** The GET parameters `path` takes, for a filter built before the call. */
export type QueryOf<P extends PathsWith<'get'>> =
  Operation<P, 'get'> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The path parameters `M path` takes. */
export type PathParamsOf<M extends Method, P extends PathsWith<M>> =
  Operation<P, M> extends { parameters: { path: infer X } } ? X : never;

type Send<M extends Method> = <P extends PathsWith<M>>(
  path: P,
  ...args: Args<Operation<P, M>>
) => Promise<Reply<Operation<P, M>>>;

export interface Api {
  GET: Send<'get'>;
  POST: Send<'post'>;
  PUT: Send<'put'>;
  DELETE: Send<'delete'>;
  PATCH: Send<'patch'>;
}

/**
 * One client per server address. GET parameters are written by openapi-fetch's own serializer,
 * which leaves out undefined and null but sends an empty value empty (`actor=`), as a test asks.
 */
const clients = new Map<string, Client<paths>>();
function clientFor(base: string): Client<paths> {
  let client = clients.get(base);
  if (!client) {
    client = createClient<paths>({ baseUrl: base });
    clients.set(base, client);
  }
  return client;
}

/** The typed API of the server at `base` (a test server's `s.base`). */
export function api(base: string): Api {
  const client = clientFor(base);
  // The route's types are checked at the call (Send); inside, the request is plain.
  const request = client.request as unknown as (
    method: Method,
    path: string,
    init: object,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const send =
    (method: Method) =>
    async (path: string, init: Extras & Record<string, unknown> = {}) => {
      const { token, lang, headers, ...rest } = init;
      const answer = await request(method, path, {
        ...rest,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(lang ? { 'content-language': lang } : {}),
          ...headers,
        },
      });
      return {
        status: answer.response.status,
        // An empty answer reads as {}, as it did through `call`.
        body: answer.data ?? answer.error ?? {},
        headers: answer.response.headers,
      };
    };
  return {
    GET: send('get'),
    POST: send('post'),
    PUT: send('put'),
    DELETE: send('delete'),
    PATCH: send('patch'),
  } as unknown as Api;
}

/**
 * A number as a form's field holds it ('3000.00', '12000,5'), sent as that text. The server reads
 * such text as the number fields do; the OpenAPI document declares the number it reads, so the
 * text is typed as that number here rather than changed into one.
 */
export const numberText = (text: string) => text as unknown as number;

/**
 * A multipart body (an upload or an import): the document calls the file a binary string, so the
 * form data goes out as it is, the way the browser's upload sends it.
 */
export const formData = (form: FormData) => ({
  body: form as never,
  bodySerializer: (b: unknown) => b as FormData,
});
