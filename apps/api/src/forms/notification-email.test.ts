import { PARTNER_ACTIVITY_TYPES } from '@shop/core/contract';
import { LOCALE_CODES } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import { FORM_KINDS } from '../db/schema.js';
import { formSubmissionTexts } from '../messages/catalogue.js';
import { escapeHtml, formSubmissionEmail } from '../messages/templates.js';

const partner = {
  kind: 'partner',
  id: 42,
  shopName: 'CasaPlus',
  senderLocale: 'ru',
  data: {
    name: 'Vasile Ceban',
    company_name: 'Construcții Nord SRL',
    phone: '+37369123456',
    email: 'vasile@constructii.md',
    activity_type: 'installation',
    message: 'Rândul unu\nRândul doi',
    agreement: true,
  },
} as const;

describe('formSubmissionEmail (the staff e-mail of a form)', () => {
  it('says in Romanian which form, its number, the fields in order and the sender’s language', () => {
    const email = formSubmissionEmail('ro', partner);
    expect(email.subject).toBe('CasaPlus: Cerere de parteneriat nr. 42');
    expect(email.text).toBe(
      [
        'Pe CasaPlus a fost completat formularul „Cerere de parteneriat” (nr. 42).',
        '',
        'Nume: Vasile Ceban',
        'Companie: Construcții Nord SRL',
        'Domeniu de activitate: Instalare și montaj',
        'Telefon: +37369123456',
        'E-mail: vasile@constructii.md',
        'Mesaj: Rândul unu\nRândul doi',
        'Limba site-ului: rusă',
        '',
        'Răspundeți expeditorului la datele de contact de mai sus. Acest mesaj a fost trimis automat.',
      ].join('\n'),
    );
    expect(email.text).not.toContain('agreement');
  });

  it('names the vacancy by its title and says a CV waits in the database, attaching nothing', () => {
    const email = formSubmissionEmail('ro', {
      kind: 'vacancy',
      id: 7,
      shopName: 'CasaPlus',
      senderLocale: 'ro',
      data: { vacancy: 3, name: 'Ana Rusu', phone: '+37369000111' },
      vacancyTitle: 'Casier',
      cv: { fileName: 'cv.pdf', size: 250_000 },
    });
    expect(email.subject).toBe('CasaPlus: Candidatură pentru un post vacant nr. 7');
    expect(email.text).toContain('Post vacant: Casier (nr. 3)\nNume: Ana Rusu');
    expect(email.text).toMatch(
      /Candidatul a atașat un CV \(cv\.pdf, 244 kB\), păstrat în baza de date a magazinului împreună cu cererea nr\. 7\./,
    );
    const large = formSubmissionEmail('en', {
      kind: 'vacancy',
      id: 8,
      shopName: 'CasaPlus',
      senderLocale: 'en',
      data: { vacancy: 3 },
      vacancyTitle: 'Cashier',
      cv: { fileName: 'cv.docx', size: 3.5 * 1024 * 1024 },
    });
    expect(large.text).toContain('(cv.docx, 3.5 MB)');
    expect(large.text).toContain('submission no. 8');
  });

  it.each(LOCALE_CODES)('%s: has every text, and the same shape of HTML', (locale) => {
    const texts = formSubmissionTexts[locale];
    for (const kind of FORM_KINDS) expect(texts.kinds[kind]).not.toBe('');
    for (const type of PARTNER_ACTIVITY_TYPES) expect(texts.activityTypes[type]).not.toBe('');
    const email = formSubmissionEmail(locale, partner);
    expect(email.subject).toContain('CasaPlus');
    expect(email.subject).toContain('42');
    expect(email.html).toContain(`<html lang="${locale}">`);
    expect(email.html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
    expect(email.html).toContain('Rândul unu<br>Rândul doi');
  });

  it('escapes the sender’s text in the HTML and keeps it out of the subject', () => {
    const hostile = '<img src=x onerror=alert(1)> & "quotes"\r\nBcc: victim@example.md';
    const email = formSubmissionEmail('en', {
      kind: 'contact',
      id: 5,
      shopName: 'CasaPlus',
      senderLocale: 'en',
      data: { name: hostile, email: 'a@b.md', message: hostile },
    });
    expect(email.subject).toBe('CasaPlus: Contact message no. 5');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(email.text).toContain(hostile);
  });

  it('writes Romanian with comma-below ș and ț, never the cedilla look-alikes', () => {
    const texts = formSubmissionTexts.ro;
    const all = JSON.stringify(texts) + formSubmissionEmail('ro', partner).text;
    expect(all).toMatch(/[șț]/);
    expect(all).not.toMatch(/[şţŞŢ]/);
  });
});
