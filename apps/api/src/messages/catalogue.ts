import type { LocaleCode } from '@shop/core/rules';

/** "N minutes" by the plural category of the number (Intl.PluralRules); `other` covers the rest. */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, (n: string) => string>> & {
  other: (n: string) => string;
};

/** The texts of the password-reset messages in one language; the shop's name is a parameter. */
export interface PasswordResetTexts {
  /** As the object of "works for …" (Russian takes the accusative: 1 минуту). */
  minutes: CountForms;
  subject: (shop: string) => string;
  intro: (shop: string) => string;
  /** Stands just before the link. */
  action: string;
  validity: (duration: string) => string;
  ignore: string;
  signature: (shop: string) => string;
  sms: (p: { shop: string; code: string; duration: string }) => string;
}

const en: PasswordResetTexts = {
  minutes: { one: (n) => `${n} minute`, other: (n) => `${n} minutes` },
  subject: (shop) => `${shop}: password reset`,
  intro: (shop) => `We received a request to reset the password of your account at ${shop}.`,
  action: 'To choose a new password, open this link:',
  validity: (duration) => `The link works only once and for ${duration}.`,
  ignore:
    'If you did not ask for this, ignore this message: your password stays as it is and nobody can change it without the link.',
  signature: (shop) => `The ${shop} team`,
  sms: ({ shop, code, duration }) =>
    `${shop}: your password reset code is ${code}. It works once, for ${duration}. Do not share it.`,
};

/**
 * Romanian: "30 de minute" takes "de" from 20 on (Intl's `other`), "10 minute" below (`few`). The
 * SMS is worded without ă, â, î, ș, ț so that it stays in the GSM alphabet: one part of 160
 * characters instead of 70.
 */
const ro: PasswordResetTexts = {
  minutes: {
    one: (n) => `${n} minut`,
    few: (n) => `${n} minute`,
    other: (n) => `${n} de minute`,
  },
  subject: (shop) => `${shop}: resetarea parolei`,
  intro: (shop) =>
    `Am primit o cerere de resetare a parolei pentru contul dumneavoastră de pe ${shop}.`,
  action: 'Pentru a alege o parolă nouă, deschideți acest link:',
  validity: (duration) => `Linkul poate fi folosit o singură dată, timp de ${duration}.`,
  ignore:
    'Dacă nu ați cerut acest lucru, ignorați mesajul: parola dumneavoastră rămâne aceeași și nimeni nu o poate schimba fără link.',
  signature: (shop) => `Echipa ${shop}`,
  sms: ({ shop, code, duration }) =>
    `${shop}: codul pentru resetarea parolei este ${code}. Este valabil ${duration}, pentru o utilizare.`,
};

/** Russian: 1 минуту, 2 минуты, 5 минут (accusative after "действует"). */
const ru: PasswordResetTexts = {
  minutes: {
    one: (n) => `${n} минуту`,
    few: (n) => `${n} минуты`,
    many: (n) => `${n} минут`,
    other: (n) => `${n} минуты`,
  },
  subject: (shop) => `${shop}: сброс пароля`,
  intro: (shop) =>
    `Мы получили запрос на сброс пароля для вашей учётной записи в магазине «${shop}».`,
  action: 'Чтобы задать новый пароль, откройте эту ссылку:',
  validity: (duration) => `Ссылка действует ${duration} и только один раз.`,
  ignore:
    'Если вы не запрашивали сброс, просто проигнорируйте это письмо: ваш пароль останется прежним, и без ссылки его никто не сменит.',
  signature: (shop) => `Команда «${shop}»`,
  sms: ({ shop, code, duration }) =>
    `${shop}: код для сброса пароля — ${code}. Действует ${duration}, один раз. Никому его не сообщайте.`,
};

export const passwordResetTexts: Record<LocaleCode, PasswordResetTexts> = { ro, en, ru };
