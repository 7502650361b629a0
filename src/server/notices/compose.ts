/**
 * Notices the workflows send are written once, as translation keys, and stored in both languages:
 * `notice.<key>.title` and `notice.<key>.body`, the sender `notice.from.<sender>`, the link's label
 * `notice.link.<link>`. A reviewer's own words follow the body as an escaped paragraph.
 */
import { LOCALES, type Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { escapeHtml } from '#shared/html.ts';
import { addServerWords } from '#i18n/server.ts';
import type { MailTopic } from '#shared/mail-topics.ts';
import type { MailWords } from '#server/mail/recipients.ts';

// Notices are written in the server's own words (pages never load them).
addServerWords();

export type NoticeSender = 'secretariat' | 'council' | 'editors';
type Params = Record<string, unknown>;

export interface NoticeSpec {
  key: string;
  /** Values for the texts; a function when they differ by language (a training's title). */
  params?: Params | ((locale: Locale) => Params);
  /** What the reviewer wrote: a reason, an opinion. */
  opinion?: string;
  from?: NoticeSender;
  linkTo?: string;
  link?: string;
}

export interface NoticeContent {
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  from: string;
  fromEn: string;
  linkTo?: string;
  linkTitle?: string;
  linkTitleEn?: string;
}

export function composeNotice(spec: NoticeSpec): NoticeContent {
  const [zh, en] = LOCALES.map((locale) => {
    const t = useTranslations(locale);
    const params = typeof spec.params === 'function' ? spec.params(locale) : (spec.params ?? {});
    const body = `<p>${escapeHtml(t(`notice.${spec.key}.body`, params))}</p>`;
    const opinion = spec.opinion
      ? `<p><strong>${escapeHtml(t('notice.opinion'))}</strong>${escapeHtml(spec.opinion)}</p>`
      : '';
    return {
      title: t(`notice.${spec.key}.title`, params),
      content: body + opinion,
      from: t(`notice.from.${spec.from ?? 'secretariat'}`),
      link: spec.link ? t(`notice.link.${spec.link}`) : undefined,
    };
  }) as [NoticeText, NoticeText];
  return {
    title: zh.title,
    titleEn: en.title,
    content: zh.content,
    contentEn: en.content,
    from: zh.from,
    fromEn: en.from,
    ...(spec.linkTo ? { linkTo: spec.linkTo, linkTitle: zh.link, linkTitleEn: en.link } : {}),
  };
}

interface NoticeText {
  title: string;
  content: string;
  from: string;
  link: string | undefined;
}

/** The short text of `notice.<key>.sms` for a text message, in the reader's language. */
export function smsText(key: string, locale: Locale, params: Params = {}): string {
  return useTranslations(locale)(`notice.${key}.sms`, params);
}

/**
 * Reminders of a membership term or a statistics report: a member may turn their mail off (the
 * bell still has them). Every other notice answers the unit's own business (a review decision, a
 * payment, a receipt) and is always mailed.
 */
const REMINDERS = new Set([
  'memberNotice',
  'memberBefore30',
  'memberBefore7',
  'memberDue',
  'memberGrace',
  'memberLapse',
  'statBefore',
  'statDue',
  'statOverdue',
]);

export const noticeMailTopic = (key: string): MailTopic =>
  REMINDERS.has(key) ? 'reminders' : 'decisions';

/** The notice as a mail in one language: the same title, words, opinion, link and sender. */
export function noticeMail(spec: NoticeSpec, locale: Locale): MailWords {
  const t = useTranslations(locale);
  const params = typeof spec.params === 'function' ? spec.params(locale) : (spec.params ?? {});
  return {
    subject: t(`notice.${spec.key}.title`, params),
    paragraphs: [t(`notice.${spec.key}.body`, params)],
    ...(spec.opinion ? { note: { label: t('notice.opinion'), text: spec.opinion } } : {}),
    ...(spec.linkTo && spec.link
      ? { link: { label: t(`notice.link.${spec.link}`), path: spec.linkTo } }
      : {}),
    signature: t(`notice.from.${spec.from ?? 'secretariat'}`),
  };
}
