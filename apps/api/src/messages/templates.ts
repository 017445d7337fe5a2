import type { PartnerActivityType } from '@shop/core/contract';
import type { LocaleCode } from '@shop/core/rules';
import {
  formSubmissionTexts,
  passwordResetTexts,
  type CountForms,
  type FormFieldName,
  type FormKind,
  type FormSubmissionTexts,
} from './catalogue.js';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and for a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** "N minutes" in the locale's words, the form chosen by Intl.PluralRules. */
export function countOf(locale: LocaleCode, forms: CountForms, n: number): string {
  const form = forms[new Intl.PluralRules(locale).select(n)] ?? forms.other;
  return form(new Intl.NumberFormat(locale).format(n));
}

function minutesOf(locale: LocaleCode, minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 1) {
    throw new RangeError(`minutes must be a whole number of 1 or more, not ${minutes}`);
  }
  return countOf(locale, passwordResetTexts[locale].minutes, minutes);
}

/** Only a web address may become the e-mail's link: never javascript: or data:. */
function webLink(link: string): string {
  const { protocol } = new URL(link);
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`a password-reset link must be http(s), not ${protocol}`);
  }
  return link;
}

/**
 * The e-mail with the link that lets a shopper choose a new password: who asked, the link, that
 * it works once and for `minutes`, and that it can be ignored.
 */
export function passwordResetEmail(
  locale: LocaleCode,
  p: { link: string; minutes: number; shopName: string },
): EmailContent {
  const texts = passwordResetTexts[locale];
  const link = webLink(p.link);
  const subject = texts.subject(p.shopName);
  const intro = texts.intro(p.shopName);
  const validity = texts.validity(minutesOf(locale, p.minutes));
  const signature = texts.signature(p.shopName);
  const text = [intro, '', texts.action, link, '', validity, texts.ignore, '', signature].join(
    '\n',
  );
  const e = escapeHtml;
  const html = htmlDocument(locale, subject, [
    `<p>${e(intro)}</p>`,
    `<p>${e(texts.action)}<br><a href="${e(link)}">${e(link)}</a></p>`,
    `<p>${e(validity)}<br>${e(texts.ignore)}</p>`,
    `<p>${e(signature)}</p>`,
  ]);
  return { subject, text, html };
}

/** An e-mail's HTML: a document in the message's language, titled by its subject. */
export function htmlDocument(locale: LocaleCode, subject: string, body: readonly string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body>',
    ...body,
    '</body>',
    '</html>',
  ].join('\n');
}

/** The SMS with the code that lets a shopper choose a new password (no link: codes only). */
export function passwordResetSms(
  locale: LocaleCode,
  p: { code: string; minutes: number; shopName: string },
): string {
  return passwordResetTexts[locale].sms({
    shop: p.shopName,
    code: p.code,
    duration: minutesOf(locale, p.minutes),
  });
}

/** What the shop's staff are told about one form submission. */
export interface FormSubmissionNotice {
  kind: FormKind;
  /** The submission's id (form_submissions.id): where the staff find it, and its CV. */
  id: number;
  shopName: string;
  /** The language the sender used the site in, so the staff can answer in it. */
  senderLocale: LocaleCode;
  /** The fields as the form stored them (validated). */
  data: Readonly<Record<string, unknown>>;
  /** The title of the vacancy applied for. */
  vacancyTitle?: string;
  /** The CV kept with the submission; the e-mail names it but never carries it. */
  cv?: { fileName: string; size: number };
}

/** The order the staff read a submission in: what it is about, who sent it, how to answer. */
const FORM_FIELD_ORDER: readonly FormFieldName[] = [
  'vacancy',
  'name',
  'company_name',
  'idno',
  'activity_type',
  'phone',
  'email',
  'city',
  'message',
];

function isActivityType(texts: FormSubmissionTexts, value: unknown): value is PartnerActivityType {
  return typeof value === 'string' && Object.hasOwn(texts.activityTypes, value);
}

function formFieldValue(
  texts: FormSubmissionTexts,
  field: FormFieldName,
  notice: FormSubmissionNotice,
): string | undefined {
  const value = notice.data[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (field === 'activity_type' && isActivityType(texts, value)) return texts.activityTypes[value];
  if (field === 'vacancy' && notice.vacancyTitle !== undefined) {
    return texts.vacancy({ title: notice.vacancyTitle, id: Number(value) });
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** A file's size as people read it: whole kilobytes, or megabytes with one decimal. */
function fileSizeOf(locale: LocaleCode, bytes: number): string {
  const mebibyte = 1024 * 1024;
  if (bytes >= mebibyte) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes / mebibyte);
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte' }).format(
    Math.max(1, Math.round(bytes / 1024)),
  );
}

/**
 * The e-mail that tells the shop's staff a form was sent: which form and its id, the fields the
 * sender filled in, the site's language they used and, for a vacancy, that a CV waits in the
 * database. Nothing is attached: a CV stays in the database, where access to it is controlled.
 * The sender's text is never in the subject (no header tricks) and is escaped in the HTML.
 */
export function formSubmissionEmail(
  locale: LocaleCode,
  notice: FormSubmissionNotice,
): EmailContent {
  const texts = formSubmissionTexts[locale];
  const names = { shop: notice.shopName, kind: texts.kinds[notice.kind], id: notice.id };
  const subject = texts.subject(names);
  const intro = texts.intro(names);
  const rows: [string, string][] = [];
  for (const field of FORM_FIELD_ORDER) {
    const value = formFieldValue(texts, field, notice);
    if (value !== undefined) rows.push([texts.labels[field], value]);
  }
  rows.push([texts.labels.language, texts.languages[notice.senderLocale]]);
  const cv = notice.cv
    ? texts.cv({
        fileName: notice.cv.fileName,
        size: fileSizeOf(locale, notice.cv.size),
        id: notice.id,
      })
    : undefined;
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(cv === undefined ? [] : [cv, '']),
    texts.closing,
  ].join('\n');
  const e = escapeHtml;
  const multiline = (value: string) => e(value).replace(/\r?\n/g, '<br>');
  const html = htmlDocument(locale, subject, [
    `<p>${e(intro)}</p>`,
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${e(label)}</th><td>${multiline(value)}</td></tr>`,
    ),
    '</table>',
    ...(cv === undefined ? [] : [`<p>${e(cv)}</p>`]),
    `<p>${e(texts.closing)}</p>`,
  ]);
  return { subject, text, html };
}
