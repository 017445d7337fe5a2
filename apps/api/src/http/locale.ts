import { LOCALES, localeFromAcceptLanguage, type LocaleCode } from '@shop/core/rules';
import type { FastifyRequest } from 'fastify';
import type { LocalizedText } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of every text in the answer, from Accept-Language (default ro). */
    locale: LocaleCode;
  }
}

/** The text in the request's language; an empty translation falls back to Romanian. */
export function pick(text: LocalizedText, locale: LocaleCode): string;
export function pick(text: LocalizedText | null | undefined, locale: LocaleCode): string | null;
export function pick(text: LocalizedText | null | undefined, locale: LocaleCode): string | null {
  if (!text) return null;
  return text[locale] || text.ro;
}

/** A 'YYYY-MM-DD' day as the language writes dates in a letter or a PDF: '15 martie 2025'. */
export function longDay(day: string, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(LOCALES[locale].iso, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export { localeFromAcceptLanguage };

/**
 * The language of a call the spec writes with a language prefix (/ru/api/…): Accept-Language
 * when the client sends one, else the prefix (null: no prefix, the request's language).
 */
export function prefixedLocale(request: FastifyRequest, prefix: LocaleCode | null): LocaleCode {
  return prefix !== null && request.headers['accept-language'] === undefined
    ? prefix
    : request.locale;
}
