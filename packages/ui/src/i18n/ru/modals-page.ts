import type { Catalogue } from '../i18n.types.js';

export const modalsPage = {
  lead: 'Все диалоговые окна магазина, открытые с настоящими текстами и данными, для проверки.',
  account: 'Аккаунт',
  signIn: 'Вход и регистрация',
  restore: 'Восстановление пароля',
  buying: 'Покупка',
  oneClick: 'Заказ в один клик: «{name}»',
  shopStock: 'Наличие в магазинах: «{name}»',
  results: 'Сообщения об успехе и ошибке',
  open: 'Открыть',
  forms: 'Формы',
  contactForm: 'Форма обратной связи',
  partnerForm: 'Форма партнёрства',
  kinds: {
    passwordSuccess: 'Пароль восстановлен',
    passwordError: 'Пароль не изменён',
    restoreEmail: 'Ссылка для восстановления отправлена на e-mail',
    restorePhone: 'Новый пароль отправлен по SMS',
    socialError: 'Вход через соцсеть отклонён',
    newsletterSuccess: 'Подписки сохранены',
    passwordChanged: 'Пароль изменён в профиле',
    profileDataSuccess: 'Личные данные сохранены',
    contactsSuccess: 'Сообщение отправлено',
    partnerSuccess: 'Заявка на партнёрство отправлена',
    formSuccess: 'Форма отправлена',
    formError: 'Форму не удалось отправить',
  },
  elsewhere:
    'Выбор единицы (только для менеджеров) открывается при добавлении в корзину, наличие на складе — при оформлении заказа с нехваткой товара, а новый пароль — по ссылке из письма.',
} as const satisfies Catalogue<'ru'>['modalsPage'];
