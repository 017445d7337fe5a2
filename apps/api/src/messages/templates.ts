import type { LocaleCode } from '@shop/core/rules';
import { passwordResetTexts, type CountForms } from './catalogue.js';

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
  const html = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    `<head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    '<body>',
    `<p>${e(intro)}</p>`,
    `<p>${e(texts.action)}<br><a href="${e(link)}">${e(link)}</a></p>`,
    `<p>${e(validity)}<br>${e(texts.ignore)}</p>`,
    `<p>${e(signature)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, text, html };
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
