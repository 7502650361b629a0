/**
 * A mail is drafted in its reader's language from plain words (the notice's title, body and the
 * reviewer's opinion) and made into its two parts when it leaves: a plain-text part every reader
 * can read, and a simple HTML part with the same words, escaped. The site's name and address
 * come from the settings then, so a link reaches the site as it is served.
 */
import type { MailTopic } from '#shared/mail-topics.ts';
import { isOptionalMailTopic } from '#shared/mail-topics.ts';
import type { Locale } from '#shared/constants.ts';
import { localePath } from '#shared/routes.ts';
import { escapeHtml } from '#shared/html.ts';
import { useTranslations } from '#i18n/index.ts';
import { addServerWords } from '#i18n/server.ts';
import type { Env } from '../config/env.ts';
import type { MailAttachment, MailMessage } from '../http/ports.ts';

// The footer is in the server's own words.
addServerWords();

export interface MailDraft {
  to: string;
  locale: Locale;
  topic: MailTopic;
  subject: string;
  /** Plain paragraphs, in order. */
  paragraphs: string[];
  /** A labelled paragraph set apart: the reviewer's opinion. */
  note?: { label: string; text: string };
  /** A page of the site; absolute when PUBLIC_SITE_ORIGIN is set, else its path is shown. */
  link?: { label: string; path: string };
  /** Who sends it: the secretariat, the council. */
  signature?: string;
  attachments?: MailAttachment[];
}

type Site = Pick<Env, 'PUBLIC_SITE_NAME' | 'PUBLIC_SITE_NAME_EN' | 'PUBLIC_SITE_ORIGIN'>;

export function renderMail(draft: MailDraft, site: Site): MailMessage {
  const t = useTranslations(draft.locale);
  const siteName = draft.locale === 'en' ? site.PUBLIC_SITE_NAME_EN : site.PUBLIC_SITE_NAME;
  const href = draft.link
    ? `${site.PUBLIC_SITE_ORIGIN?.replace(/\/$/, '') ?? ''}${localePath(draft.locale, draft.link.path)}`
    : undefined;
  const footer = [
    t('mail.footer', { site: siteName }),
    ...(isOptionalMailTopic(draft.topic) ? [t('mail.footerOptional')] : []),
  ];
  const text = [
    ...draft.paragraphs,
    ...(draft.note ? [`${draft.note.label}${draft.note.text}`] : []),
    ...(draft.link ? [`${draft.link.label}: ${href}`] : []),
    ...(draft.signature ? [draft.signature] : []),
    '--',
    ...footer,
  ].join('\n\n');
  const p = (inner: string) => `<p>${inner}</p>`;
  const body = [
    ...draft.paragraphs.map((x) => p(escapeHtml(x))),
    ...(draft.note
      ? [p(`<strong>${escapeHtml(draft.note.label)}</strong>${escapeHtml(draft.note.text)}`)]
      : []),
    ...(draft.link && href
      ? [p(`<a href="${escapeHtml(href)}">${escapeHtml(draft.link.label)}</a>`)]
      : []),
    ...(draft.signature ? [p(escapeHtml(draft.signature))] : []),
    `<hr><div style="color:#6b7280;font-size:12px">${footer.map((f) => p(escapeHtml(f))).join('')}</div>`,
  ].join('\n');
  const html =
    `<!doctype html><html lang="${draft.locale}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(draft.subject)}</title></head>` +
    `<body style="font-family:sans-serif;line-height:1.6;color:#111827">\n${body}\n</body></html>`;
  return {
    to: draft.to,
    language: draft.locale,
    subject: draft.subject,
    text,
    html,
    ...(draft.attachments?.length ? { attachments: draft.attachments } : {}),
  };
}
