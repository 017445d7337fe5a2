import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatAmountInColumns, LOCALES, VAT_PERCENT, type LocaleCode } from '@shop/core/rules';
import PDFDocument from 'pdfkit';
import type { ProformaInvoice } from './invoice.js';
import { longDay } from '../http/locale.js';

/**
 * Draws a pro-forma invoice as an A4 PDF with pdfkit, in the order's language, with Inter
 * embedded (the shop's typeface, full Google Fonts build: Romanian ș and ț and Cyrillic), so
 * the text is the same on every reader and can be copied or searched.
 */

interface Texts {
  title: string;
  number: (n: number) => string;
  issued: string;
  due: string;
  seller: string;
  buyer: string;
  company: string;
  person: string;
  phone: string;
  email: string;
  idno: string;
  tva: string;
  iban: string;
  bic: string;
  columns: {
    position: string;
    name: string;
    unit: string;
    quantity: string;
    price: string;
    sum: string;
  };
  piece: string;
  itemsTotal: string;
  discount: string;
  withoutVat: string;
  vat: (percent: number) => string;
  total: string;
  inWords: string;
  purpose: (n: number) => string;
  note: string;
}

const ro: Texts = {
  title: 'Factură proformă',
  number: (n) => `nr. ${n}`,
  issued: 'Data emiterii',
  due: 'Valabilă pentru plată până la',
  seller: 'Furnizor',
  buyer: 'Cumpărător',
  company: 'Denumirea',
  person: 'Persoana de contact',
  phone: 'Telefon',
  email: 'E-mail',
  idno: 'IDNO',
  tva: 'Cod TVA',
  iban: 'IBAN',
  bic: 'Cod BIC',
  columns: {
    position: 'Nr.',
    name: 'Denumirea',
    unit: 'U.M.',
    quantity: 'Cant.',
    price: 'Preț, lei',
    sum: 'Suma, lei',
  },
  piece: 'buc.',
  itemsTotal: 'Total produse',
  discount: 'Reducere',
  withoutVat: 'Total fără TVA',
  vat: (percent) => `TVA ${percent} %`,
  total: 'Total de plată, lei',
  inWords: 'Suma în litere',
  purpose: (n) => `Destinația plății: achitarea comenzii nr. ${n}`,
  note: 'Prețurile includ TVA. Factura fiscală se eliberează la livrarea mărfii.',
};

const en: Texts = {
  title: 'Pro-forma invoice',
  number: (n) => `no. ${n}`,
  issued: 'Issued on',
  due: 'Valid for payment until',
  seller: 'Seller',
  buyer: 'Buyer',
  company: 'Company name',
  person: 'Contact person',
  phone: 'Phone',
  email: 'E-mail',
  idno: 'IDNO',
  tva: 'VAT code',
  iban: 'IBAN',
  bic: 'BIC',
  columns: {
    position: 'No.',
    name: 'Item',
    unit: 'Unit',
    quantity: 'Qty',
    price: 'Price, lei',
    sum: 'Amount, lei',
  },
  piece: 'pc.',
  itemsTotal: 'Products total',
  discount: 'Discount',
  withoutVat: 'Total without VAT',
  vat: (percent) => `VAT ${percent} %`,
  total: 'Total to pay, lei',
  inWords: 'Amount in words (Romanian)',
  purpose: (n) => `Payment reference: payment for order no. ${n}`,
  note: 'Prices include VAT. The tax invoice is issued when the goods are delivered.',
};

const ru: Texts = {
  title: 'Счёт на оплату (проформа)',
  number: (n) => `№ ${n}`,
  issued: 'Дата выставления',
  due: 'Действителен для оплаты до',
  seller: 'Поставщик',
  buyer: 'Покупатель',
  company: 'Наименование',
  person: 'Контактное лицо',
  phone: 'Телефон',
  email: 'E-mail',
  idno: 'IDNO',
  tva: 'Код НДС',
  iban: 'IBAN',
  bic: 'Код BIC',
  columns: {
    position: '№',
    name: 'Наименование',
    unit: 'Ед.',
    quantity: 'Кол.',
    price: 'Цена, лей',
    sum: 'Сумма, лей',
  },
  piece: 'шт.',
  itemsTotal: 'Товары, итого',
  discount: 'Скидка',
  withoutVat: 'Итого без НДС',
  vat: (percent) => `НДС ${percent} %`,
  total: 'Итого к оплате, лей',
  inWords: 'Сумма прописью (на румынском)',
  purpose: (n) => `Назначение платежа: оплата заказа № ${n}`,
  note: 'Цены включают НДС. Налоговая накладная выдаётся при поставке товара.',
};

export const invoiceTexts: Record<LocaleCode, Texts> = { ro, en, ru };

/** The file name a download or an attachment gets. */
export function invoiceFileName(invoice: Pick<ProformaInvoice, 'number'>): string {
  return `proforma-${invoice.number}.pdf`;
}

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** Inter's regular and bold faces, read once. */
function interFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(
      require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
    ),
    bold: readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
  };
  return fonts;
}

const PAGE = { margin: 40, width: 595.28, height: 841.89 } as const;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** The invoice as a PDF file. */
export function invoicePdf(invoice: ProformaInvoice): Promise<Buffer> {
  const texts = invoiceTexts[invoice.locale];
  const money = (amount: number) => formatAmountInColumns(amount, invoice.locale);
  const seller = invoice.seller[0]?.value ?? '';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `${texts.title} ${texts.number(invoice.number)}`,
      Author: seller,
      Subject: texts.purpose(invoice.number),
    },
    lang: LOCALES[invoice.locale].iso,
  });
  const { regular, bold } = interFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const width = right - left;
  const bottom = PAGE.height - PAGE.margin;

  // The heading: title and number, the days.
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(18)
    .text(`${texts.title} ${texts.number(invoice.number)}`, left, left);
  doc.moveDown(0.3).font('regular').fontSize(10);
  doc.text(`${texts.issued}: ${longDay(invoice.issued, invoice.locale)}`);
  doc.font('bold').text(`${texts.due}: ${longDay(invoice.due, invoice.locale)}`);

  // Seller and buyer side by side.
  const top = doc.y + 16;
  const column = (width - 20) / 2;
  const party = (x: number, heading: string, rows: readonly (readonly [string, string])[]) => {
    doc.font('bold').fontSize(11).fillColor(INK).text(heading, x, top, { width: column });
    doc.moveDown(0.2);
    for (const [label, value] of rows) {
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(`${label}: `, x, doc.y, { width: column, continued: true });
      doc.fillColor(INK).text(value);
    }
    return doc.y;
  };
  const sellerEnd = party(
    left,
    texts.seller,
    invoice.seller.map((row) => [row.label, row.value] as const),
  );
  const { buyer } = invoice;
  const buyerRows: [string, string | null][] = [
    [texts.company, buyer.company],
    [texts.idno, buyer.idno],
    [texts.tva, buyer.tva],
    [texts.iban, buyer.iban],
    [texts.bic, buyer.bic],
    [texts.person, buyer.person],
    [texts.phone, buyer.phone],
    [texts.email, buyer.email],
  ];
  const buyerEnd = party(
    left + column + 20,
    texts.buyer,
    buyerRows.filter((row): row is [string, string] => !!row[1]),
  );

  // The lines.
  const columns = [
    { key: 'position', width: 28, align: 'left' },
    { key: 'name', width: width - 28 - 64 - 44 - 80 - 90, align: 'left' },
    { key: 'unit', width: 64, align: 'left' },
    { key: 'quantity', width: 44, align: 'right' },
    { key: 'price', width: 80, align: 'right' },
    { key: 'sum', width: 90, align: 'right' },
  ] as const;
  const PAD = 4;
  let y = Math.max(sellerEnd, buyerEnd) + 20;
  const row = (cells: readonly string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9);
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(cell, { width: columns[index]!.width - 2 * PAD }),
        ),
      ) +
      2 * PAD;
    if (y + height > bottom) {
      doc.addPage();
      y = PAGE.margin;
    }
    let x = left;
    cells.forEach((cell, index) => {
      const spec = columns[index]!;
      doc
        .fillColor(INK)
        .text(cell, x + PAD, y + PAD, { width: spec.width - 2 * PAD, align: spec.align });
      x += spec.width;
    });
    y += height;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
  };
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
  row(
    columns.map((spec) => texts.columns[spec.key]),
    'bold',
  );
  invoice.lines.forEach((line, index) => {
    row(
      [
        String(index + 1),
        line.model ? `${line.name} (${line.model})` : line.name,
        line.unit ?? texts.piece,
        String(line.quantity),
        money(line.unitPrice),
        money(line.total),
      ],
      'regular',
    );
  });

  // The totals, right-aligned under the amounts.
  const totals: [string, string, 'regular' | 'bold'][] = [
    [texts.itemsTotal, money(invoice.itemsTotal), 'regular'],
    ...(invoice.discount > 0
      ? [[texts.discount, `−${money(invoice.discount)}`, 'regular'] as [string, string, 'regular']]
      : []),
    [texts.withoutVat, money(invoice.total - invoice.vat), 'regular'],
    [texts.vat(VAT_PERCENT), money(invoice.vat), 'regular'],
    [texts.total, money(invoice.total), 'bold'],
  ];
  y += 8;
  for (const [label, value, font] of totals) {
    if (y + 16 > bottom) {
      doc.addPage();
      y = PAGE.margin;
    }
    doc
      .font(font)
      .fontSize(font === 'bold' ? 11 : 9)
      .fillColor(INK);
    doc.text(label, left, y, { width: width - 100, align: 'right' });
    doc.text(value, right - 90, y, { width: 90, align: 'right' });
    y = doc.y + 4;
  }

  // The total in words, what to write on the transfer, the note.
  doc.x = left;
  doc.y = y + 8;
  const paragraph = (text: string, font: 'regular' | 'bold', colour = INK) =>
    doc.font(font).fontSize(9).fillColor(colour).text(text, left, doc.y, { width }).moveDown(0.4);
  const words = invoice.totalInWords;
  paragraph(`${texts.inWords}: ${words.charAt(0).toUpperCase()}${words.slice(1)}`, 'bold');
  paragraph(texts.purpose(invoice.number), 'regular');
  paragraph(texts.note, 'regular', MUTED);

  doc.end();
  return done;
}
