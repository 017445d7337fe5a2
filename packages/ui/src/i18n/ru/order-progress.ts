import type { Catalogue } from '../i18n.types.js';

export const orderProgress = {
  label: 'Ход выполнения заказа',
  step: {
    placed: 'Оформлен',
    confirmed: 'Подтверждён',
    packed: 'Собран',
    shipped: 'Отправлен',
    delivered: 'Доставлен',
  },
  state: {
    complete: 'пройден',
    in_process: 'выполняется',
    not_reached: 'впереди',
  },
} as const satisfies Catalogue<'ru'>['orderProgress'];
