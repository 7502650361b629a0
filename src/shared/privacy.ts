/**
 * The privacy notice's words both sides share. Agreeing to the notice is what registration and
 * every member's use of the centre rest on; the optional consents are extras a member may give at
 * registration and take back at any time on its privacy page.
 */
export const OPTIONAL_CONSENTS = ['marketingEmail', 'marketingSms'] as const;
export type OptionalConsent = (typeof OPTIONAL_CONSENTS)[number];

/** The kind a consent record is of: the notice itself, or one optional consent. */
export const CONSENT_KINDS = ['notice', ...OPTIONAL_CONSENTS] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** Where the notice is read and agreed to; the client sends a member there when the server asks. */
export const PRIVACY_PATH = '/privacy';
