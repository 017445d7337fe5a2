import { describe, expect, it } from 'vitest';
import {
  orderConfirmationEmail,
  orderConfirmationSms,
  type OrderConfirmation,
} from './order-confirmation.js';

const order: OrderConfirmation = {
  id: 1207,
  name: 'Ana <b>Rusu</b>',
  lines: [
    { name: 'Fierbător Bosch TWK 1700', quantity: 2, total: '1198.00' },
    { name: 'Cană "Termo" & capac', quantity: 1, total: '149.90' },
  ],
  itemsTotal: '1347.90',
  discount: '100.00',
  shipping: '0.00',
  total: '1247.90',
  payMethod: 'bank_transfer',
  deliveryMethod: 'courier',
  address: 'str. Ștefan cel Mare 1, Chișinău',
  shop: null,
  pickupUntil: null,
  fastOrder: false,
  shopName: 'CasaPlus',
};

describe('order confirmation', () => {
  it('the e-mail lists lines, totals, payment and delivery in Romanian', () => {
    const mail = orderConfirmationEmail('ro', order);
    expect(mail.subject).toBe('CasaPlus: comanda nr. 1207 a fost primită');
    expect(mail.text).toContain('Fierbător Bosch TWK 1700 × 2: 1.198\u00a0lei');
    expect(mail.text).toContain('Reducere: −100\u00a0lei');
    expect(mail.text).toContain('Livrare: gratuită');
    expect(mail.text).toContain('De plată: 1.247,90\u00a0lei');
    expect(mail.text).toContain('Plata: transfer bancar (factura proformă este atașată)');
    expect(mail.text).toContain(
      'Livrarea: prin curier, la adresa: str. Ștefan cel Mare 1, Chișinău',
    );
  });

  it('escapes every value in the HTML and names the document’s language', () => {
    const { html } = orderConfirmationEmail('en', order);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Ana &lt;b&gt;Rusu&lt;/b&gt;');
    expect(html).toContain('Cană &quot;Termo&quot; &amp; capac');
    expect(html).not.toContain('<b>Rusu');
  });

  it('says a pickup shop, a one-click order, and no discount line when there is none', () => {
    const pickup = orderConfirmationEmail('ru', {
      ...order,
      discount: '0.00',
      shipping: '0.00',
      deliveryMethod: 'pickup',
      shop: 'Magazin Botanica, bd. Dacia 47',
      pickupUntil: '28 ноября 2026 г.',
    });
    expect(pickup.text).toContain(
      'самовывоз из магазина: Magazin Botanica, bd. Dacia 47; заказ ждёт вас до 28 ноября 2026 г. включительно',
    );
    expect(pickup.text).not.toContain('Скидка');
    expect(pickup.text).toContain('Доставка: бесплатно');
    // A one-click order chose no payment and no delivery: neither, nor a fee, is named.
    const fast = orderConfirmationEmail('en', {
      ...order,
      fastOrder: true,
      payMethod: null,
      deliveryMethod: null,
      address: null,
      shipping: '0.00',
    });
    expect(fast.text).toContain('one-click order: a manager calls you');
    expect(fast.text).not.toMatch(/^Payment:/m);
    expect(fast.text).not.toMatch(/^Delivery: free/m);
  });

  it('the SMS: number and total in plain spaces, no personal data', () => {
    const sms = orderConfirmationSms('ro', order);
    expect(sms).toBe(
      'CasaPlus: comanda nr. 1207 a fost primită, total 1.247,90 lei. Vă sunăm pentru confirmare.',
    );
    expect(sms).not.toContain('Ana');
    expect(orderConfirmationSms('ru', order)).toContain('заказ № 1207 принят, сумма 1 247,90 лей');
  });
});
