import type {
  ContactFormRequest,
  PartnerActivityType,
  DealerFormRequest,
  PartnerFormRequest,
  VacancyFormRequest,
} from '@shop/core/contract';
import type { LocaleCode } from '@shop/core/rules';
import type { FORM_KINDS } from '../db/schema.js';

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

/** The forms whose submissions the staff are told about. */
export type FormKind = (typeof FORM_KINDS)[number];

/** The fields the staff see, as the forms' bodies name them (the agreement is not shown). */
export type FormFieldName = Exclude<
  | keyof PartnerFormRequest
  | keyof DealerFormRequest
  | keyof VacancyFormRequest
  | keyof ContactFormRequest,
  'agreement'
>;

/**
 * The texts of the e-mail that tells the shop's staff a form was sent. Each form's name is quoted
 * as a title, so no sentence has to agree with its gender (Romanian and Russian would).
 */
export interface FormSubmissionTexts {
  kinds: Record<FormKind, string>;
  subject: (p: { shop: string; kind: string; id: number }) => string;
  intro: (p: { shop: string; kind: string; id: number }) => string;
  labels: Record<FormFieldName | 'language', string>;
  vacancy: (p: { title: string; id: number }) => string;
  activityTypes: Record<PartnerActivityType, string>;
  languages: Record<LocaleCode, string>;
  cv: (p: { fileName: string; size: string; id: number }) => string;
  closing: string;
}

const formSubmissionEn: FormSubmissionTexts = {
  kinds: {
    partner: 'Partner application',
    dealer: 'Dealer application',
    vacancy: 'Job application',
    contact: 'Contact message',
  },
  subject: ({ shop, kind, id }) => `${shop}: ${kind} no. ${id}`,
  intro: ({ shop, kind, id }) => `The form “${kind}” (no. ${id}) was filled in on ${shop}.`,
  labels: {
    name: 'Name',
    company_name: 'Company',
    idno: 'IDNO',
    phone: 'Phone',
    email: 'E-mail',
    city: 'Town',
    activity_type: 'Line of business',
    vacancy: 'Vacancy',
    message: 'Message',
    language: 'Language of the site',
  },
  vacancy: ({ title, id }) => `${title} (no. ${id})`,
  activityTypes: {
    retail: 'Retail',
    wholesale: 'Wholesale',
    construction: 'Construction',
    installation: 'Installation',
    design: 'Design',
    other: 'Other',
  },
  languages: { ro: 'Romanian', en: 'English', ru: 'Russian' },
  cv: ({ fileName, size, id }) =>
    `The applicant attached a CV (${fileName}, ${size}); it is kept in the shop’s database with submission no. ${id}.`,
  closing:
    'Please answer the sender using the contact details above. This message was sent automatically.',
};

const formSubmissionRo: FormSubmissionTexts = {
  kinds: {
    partner: 'Cerere de parteneriat',
    dealer: 'Cerere de dealer',
    vacancy: 'Candidatură pentru un post vacant',
    contact: 'Mesaj de contact',
  },
  subject: ({ shop, kind, id }) => `${shop}: ${kind} nr. ${id}`,
  intro: ({ shop, kind, id }) => `Pe ${shop} a fost completat formularul „${kind}” (nr. ${id}).`,
  labels: {
    name: 'Nume',
    company_name: 'Companie',
    idno: 'IDNO',
    phone: 'Telefon',
    email: 'E-mail',
    city: 'Localitate',
    activity_type: 'Domeniu de activitate',
    vacancy: 'Post vacant',
    message: 'Mesaj',
    language: 'Limba site-ului',
  },
  vacancy: ({ title, id }) => `${title} (nr. ${id})`,
  activityTypes: {
    retail: 'Comerț cu amănuntul',
    wholesale: 'Comerț angro',
    construction: 'Construcții',
    installation: 'Instalare și montaj',
    design: 'Design',
    other: 'Altele',
  },
  languages: { ro: 'română', en: 'engleză', ru: 'rusă' },
  cv: ({ fileName, size, id }) =>
    `Candidatul a atașat un CV (${fileName}, ${size}), păstrat în baza de date a magazinului împreună cu cererea nr. ${id}.`,
  closing:
    'Răspundeți expeditorului la datele de contact de mai sus. Acest mesaj a fost trimis automat.',
};

const formSubmissionRu: FormSubmissionTexts = {
  kinds: {
    partner: 'Заявка на партнёрство',
    dealer: 'Заявка дилера',
    vacancy: 'Отклик на вакансию',
    contact: 'Сообщение из формы контактов',
  },
  subject: ({ shop, kind, id }) => `${shop}: ${kind} № ${id}`,
  intro: ({ shop, kind, id }) => `На сайте «${shop}» заполнена форма «${kind}» (№ ${id}).`,
  labels: {
    name: 'Имя',
    company_name: 'Компания',
    idno: 'IDNO',
    phone: 'Телефон',
    email: 'E-mail',
    city: 'Город',
    activity_type: 'Вид деятельности',
    vacancy: 'Вакансия',
    message: 'Сообщение',
    language: 'Язык сайта',
  },
  vacancy: ({ title, id }) => `${title} (№ ${id})`,
  activityTypes: {
    retail: 'Розничная торговля',
    wholesale: 'Оптовая торговля',
    construction: 'Строительство',
    installation: 'Монтаж и установка',
    design: 'Дизайн',
    other: 'Другое',
  },
  languages: { ro: 'румынский', en: 'английский', ru: 'русский' },
  cv: ({ fileName, size, id }) =>
    `Кандидат приложил резюме (${fileName}, ${size}); оно хранится в базе данных магазина вместе с заявкой № ${id}.`,
  closing:
    'Ответьте отправителю по контактам, указанным выше. Это письмо отправлено автоматически.',
};

export const formSubmissionTexts: Record<LocaleCode, FormSubmissionTexts> = {
  ro: formSubmissionRo,
  en: formSubmissionEn,
  ru: formSubmissionRu,
};
