import type { Catalogue } from '../i18n.types.js';

export const newsletterForm = {
  lead: 'Выберите, как нам сообщать вам о новинках, скидках и акциях.',
  channels: 'Получать новости и предложения',
  email: 'По e-mail',
  emailTo: 'На {address}',
  emailMissing: 'В аккаунте нет адреса e-mail. Добавьте его в личных данных.',
  addEmail: 'Добавить e-mail',
  sms: 'По SMS',
  smsTo: 'На номер телефона аккаунта',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  saveFailed: 'Не удалось сохранить подписки. Попробуйте ещё раз.',
  loading: 'Загружаем подписки…',
  loadFailedTitle: 'Не удалось загрузить подписки',
  loadFailedText: 'Проверьте подключение и попробуйте ещё раз.',
  retry: 'Попробовать ещё раз',
} as const satisfies Catalogue<'ru'>['newsletterForm'];
