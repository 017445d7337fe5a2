import type { Catalogue } from '../i18n.types.js';

export const common = {
  close: 'Закрыть',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  loading: 'Загрузка…',
  retry: 'Повторить',
  remove: 'Удалить',
  empty: 'Здесь пока ничего нет',
  requiredNote: 'Поля, отмеченные *, обязательны',
} as const satisfies Catalogue<'ru'>['common'];
