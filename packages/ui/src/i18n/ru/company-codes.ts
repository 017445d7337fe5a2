import type { Catalogue } from '../i18n.types.js';

export const companyCodes = {
  iban: 'IBAN молдавского счёта начинается с MD и состоит из 24 символов',
  ibanChecksum: 'В IBAN ошибка: контрольные цифры не совпадают; проверьте его',
  idno: 'IDNO состоит из 13 цифр',
  idnoChecksum: 'В IDNO ошибка: последняя цифра не совпадает; проверьте его',
  tva: 'Код НДС состоит из 7 цифр',
  bic: 'Код BIC состоит из 8 или 11 букв и цифр, например AGRNMD2X',
} as const satisfies Catalogue<'ru'>['companyCodes'];
