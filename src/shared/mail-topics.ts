/**
 * What a mail is about. The essential topics always go out (an account's own security, the
 * association's decisions on a unit's requests, payments and receipts); a member may turn off
 * the optional ones (reminders, the secretariat's general notices).
 */
export const MAIL_TOPICS = ['account', 'decisions', 'reminders', 'news'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

export const OPTIONAL_MAIL_TOPICS = ['reminders', 'news'] as const satisfies readonly MailTopic[];
export type OptionalMailTopic = (typeof OPTIONAL_MAIL_TOPICS)[number];

export const isOptionalMailTopic = (topic: string): topic is OptionalMailTopic =>
  (OPTIONAL_MAIL_TOPICS as readonly string[]).includes(topic);
