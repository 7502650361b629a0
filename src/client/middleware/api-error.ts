/** Why a call failed, in the reader's language, with the server's envelope when there was one. */
export class ApiError extends Error {
  readonly code: number;
  readonly body:
    | {
        code?: number;
        msg?: string;
        errors?: { field: string; msg: string }[];
        /** A login held by wrong passwords, which the owner may unlock by phone code. */
        unlock?: boolean;
        /** The version of the privacy notice the account must agree to before going on. */
        consentNeeded?: number;
        /** Signed in with a password that must change: the ticket to set a new one. */
        passwordTicket?: string;
      }
    | undefined;

  constructor(message: string, code: number, body?: ApiError['body']) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.body = body;
  }

  /** Field → message, for forms that show the server's verdict next to each input. */
  fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.body?.errors ?? []).map((e) => [e.field, e.msg]));
  }
}
