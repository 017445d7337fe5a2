import { LOCALE_CODES, type LocaleCode } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import { passwordResetTexts } from './catalogue.js';
import { countOf, escapeHtml, passwordResetEmail, passwordResetSms } from './templates.js';

const link = 'https://shop.test/ro/password/new?token=abc123';
const shopName = 'Casa Bună';

describe('passwordResetEmail', () => {
  it.each(LOCALE_CODES)(
    '%s: names the shop, gives the link once in the text and as an <a>',
    (locale) => {
      const email = passwordResetEmail(locale, { link, minutes: 30, shopName });
      expect(email.subject).toContain(shopName);
      expect(email.text).toContain(shopName);
      expect(email.text.split(link)).toHaveLength(2);
      expect(email.html).toContain(`<html lang="${locale}">`);
      expect(email.html).toContain(`<a href="${link}">${link}</a>`);
      expect(email.html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
    },
  );

  it('says in Romanian who asked, the link, once and for how long, and that it can be ignored', () => {
    const { subject, text } = passwordResetEmail('ro', { link, minutes: 30, shopName });
    expect(subject).toBe('Casa Bună: resetarea parolei');
    expect(text).toBe(
      [
        'Am primit o cerere de resetare a parolei pentru contul dumneavoastră de pe Casa Bună.',
        '',
        'Pentru a alege o parolă nouă, deschideți acest link:',
        link,
        '',
        'Linkul poate fi folosit o singură dată, timp de 30 de minute.',
        'Dacă nu ați cerut acest lucru, ignorați mesajul: parola dumneavoastră rămâne aceeași și nimeni nu o poate schimba fără link.',
        '',
        'Echipa Casa Bună',
      ].join('\n'),
    );
  });

  it('says the same in English and Russian', () => {
    const en = passwordResetEmail('en', { link, minutes: 30, shopName: 'Demo' }).text;
    expect(en).toContain('We received a request to reset the password of your account at Demo.');
    expect(en).toContain('The link works only once and for 30 minutes.');
    expect(en).toContain('If you did not ask for this, ignore this message');
    const ru = passwordResetEmail('ru', { link, minutes: 30, shopName: 'Demo' });
    expect(ru.subject).toBe('Demo: сброс пароля');
    expect(ru.text).toContain('запрос на сброс пароля для вашей учётной записи в магазине «Demo»');
    expect(ru.text).toContain('Ссылка действует 30 минут и только один раз.');
    expect(ru.text).toContain('Если вы не запрашивали сброс, просто проигнорируйте это письмо');
  });

  it('writes Romanian with comma-below ș and ț, never the cedilla look-alikes', () => {
    const texts = passwordResetTexts.ro;
    const all = [
      texts.intro('X'),
      texts.action,
      texts.validity('1 minut'),
      texts.ignore,
      texts.signature('X'),
      texts.sms({ shop: 'X', code: '1', duration: '1 minut' }),
    ].join(' ');
    expect(all).toMatch(/[ăâîșț]/);
    expect(all).not.toMatch(/[şţŞŢ]/);
  });

  it('escapes &, <, >, " and \' in every value put into the HTML', () => {
    const hostile = `Tom & Jerry's <b>"Shop"</b>`;
    const tricky = 'https://shop.test/reset?token=a&next="x"<y>\'z';
    const email = passwordResetEmail('en', { link: tricky, minutes: 5, shopName: hostile });
    const escapedShop = 'Tom &amp; Jerry&#39;s &lt;b&gt;&quot;Shop&quot;&lt;/b&gt;';
    expect(email.html).toContain(`<title>${escapedShop}: password reset</title>`);
    expect(email.html).toContain(`at ${escapedShop}.`);
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain(`href="${escapeHtml(tricky)}"`);
    expect(escapeHtml(tricky)).toBe(
      'https://shop.test/reset?token=a&amp;next=&quot;x&quot;&lt;y&gt;&#39;z',
    );
    // The plain-text part is not HTML: it carries the values as they are.
    expect(email.text).toContain(hostile);
    expect(email.text).toContain(tricky);
  });

  it('refuses a link that is not a web address', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '/relative/link']) {
      expect(() => passwordResetEmail('en', { link: bad, minutes: 30, shopName })).toThrow();
    }
  });

  it('refuses a duration that is not a whole number of minutes', () => {
    for (const minutes of [0, -5, 1.5, Number.NaN]) {
      expect(() => passwordResetEmail('ro', { link, minutes, shopName })).toThrow(RangeError);
    }
  });
});

describe('minutes in words', () => {
  const minutes = (locale: LocaleCode, n: number) =>
    countOf(locale, passwordResetTexts[locale].minutes, n);

  it('Romanian: one, few below 20, "de" from 20 on', () => {
    expect(minutes('ro', 1)).toBe('1 minut');
    expect(minutes('ro', 2)).toBe('2 minute');
    expect(minutes('ro', 10)).toBe('10 minute');
    expect(minutes('ro', 19)).toBe('19 minute');
    expect(minutes('ro', 20)).toBe('20 de minute');
    expect(minutes('ro', 30)).toBe('30 de minute');
    expect(minutes('ro', 101)).toBe('101 minute');
    expect(minutes('ro', 120)).toBe('120 de minute');
  });

  it('Russian: минуту, минуты, минут by Intl.PluralRules', () => {
    expect(minutes('ru', 1)).toBe('1 минуту');
    expect(minutes('ru', 2)).toBe('2 минуты');
    expect(minutes('ru', 4)).toBe('4 минуты');
    expect(minutes('ru', 5)).toBe('5 минут');
    expect(minutes('ru', 10)).toBe('10 минут');
    expect(minutes('ru', 11)).toBe('11 минут');
    expect(minutes('ru', 21)).toBe('21 минуту');
    expect(minutes('ru', 22)).toBe('22 минуты');
    expect(minutes('ru', 30)).toBe('30 минут');
  });

  it('English: minute, minutes', () => {
    expect(minutes('en', 1)).toBe('1 minute');
    expect(minutes('en', 15)).toBe('15 minutes');
  });

  it('appear in the texts in the right form', () => {
    expect(passwordResetEmail('ru', { link, minutes: 1, shopName }).text).toContain(
      'Ссылка действует 1 минуту',
    );
    expect(passwordResetEmail('ru', { link, minutes: 2, shopName }).text).toContain(
      'Ссылка действует 2 минуты',
    );
    expect(passwordResetEmail('ro', { link, minutes: 1, shopName }).text).toContain(
      'timp de 1 minut.',
    );
    expect(passwordResetEmail('en', { link, minutes: 1, shopName }).text).toContain(
      'once and for 1 minute.',
    );
  });
});

describe('passwordResetSms', () => {
  it.each(LOCALE_CODES)(
    '%s: carries the shop, the code and the duration, and no link',
    (locale) => {
      const sms = passwordResetSms(locale, { code: '482913', minutes: 15, shopName: 'Demo' });
      expect(sms).toContain('Demo');
      expect(sms).toContain('482913');
      expect(sms).toContain(countOf(locale, passwordResetTexts[locale].minutes, 15));
      expect(sms).not.toMatch(/https?:|www\./);
    },
  );

  it('fits one GSM part (160 plain characters) in English and Romanian, even for a long name', () => {
    const shopName = 'Magazinul Online Exemplu Moldova';
    for (const locale of ['en', 'ro'] as const) {
      const sms = passwordResetSms(locale, { code: '482913', minutes: 30, shopName });
      expect(sms.length).toBeLessThanOrEqual(160);
      expect(sms).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('reads naturally in each language', () => {
    const p = { code: '482913', minutes: 30, shopName: 'Demo' };
    expect(passwordResetSms('en', p)).toBe(
      'Demo: your password reset code is 482913. It works once, for 30 minutes. Do not share it.',
    );
    expect(passwordResetSms('ro', p)).toBe(
      'Demo: codul pentru resetarea parolei este 482913. Este valabil 30 de minute, pentru o utilizare.',
    );
    expect(passwordResetSms('ru', p)).toBe(
      'Demo: код для сброса пароля — 482913. Действует 30 минут, один раз. Никому его не сообщайте.',
    );
  });
});
