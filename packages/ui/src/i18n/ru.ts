import type { Catalogue } from './i18n.types.js';

/**
 * Russian. Keys and placeholders mirror ro (a missing or an extra key is a type error). Plurals
 * have four forms: one (1, 21, 101), few (2–4, 22), many (0, 5–20, 25) and other (fractions).
 * After «не менее» / «не более» the noun is genitive: «1 символа», «8 символов».
 */
export const ru = {
  common: {
    close: 'Закрыть',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    loading: 'Загрузка…',
    retry: 'Повторить',
    remove: 'Удалить',
    empty: 'Здесь пока ничего нет',
  },
  password: {
    show: 'Показать пароль',
    hide: 'Скрыть пароль',
  },
  quantity: {
    label: 'Количество',
    increase: 'Увеличить количество',
    decrease: 'Уменьшить количество',
  },
  pagination: {
    label: 'Навигация по страницам',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    page: 'Страница {page}',
    pageOf: 'Страница {page} из {total}',
  },
  breadcrumbs: {
    label: 'Навигационная цепочка',
  },
  rating: {
    label: 'Оценка: {value} из 5 звёзд',
  },
  reviews: {
    count: {
      one: '{count} отзыв',
      few: '{count} отзыва',
      many: '{count} отзывов',
      other: '{count} отзыва',
    },
  },
  stock: {
    inStock: 'В наличии',
    outOfStock: 'Нет в наличии',
    onlyLeft: {
      one: 'Осталась всего {count} штука',
      few: 'Осталось всего {count} штуки',
      many: 'Осталось всего {count} штук',
      other: 'Осталось всего {count} штуки',
    },
    pieces: {
      one: '{count} штука',
      few: '{count} штуки',
      many: '{count} штук',
      other: '{count} штуки',
    },
  },
  price: {
    label: 'Цена',
    promotion: 'Акционная цена',
    old: 'Старая цена',
    wholesale: 'Оптовая цена',
  },
  filters: {
    priceMin: 'Минимальная цена',
    priceMax: 'Максимальная цена',
  },
  delivery: {
    freeLeft: 'До бесплатной доставки осталось {amount}',
    free: 'Бесплатная доставка',
  },
  cart: {
    title: 'Корзина',
    items: {
      one: '{count} товар',
      few: '{count} товара',
      many: '{count} товаров',
      other: '{count} товара',
    },
    empty: 'Ваша корзина пуста',
    startShopping: 'Начать покупки',
  },
  toast: {
    added: 'Товар добавлен в корзину',
    cart: 'Корзина',
    region: 'Уведомления',
    dismiss: 'Закрыть уведомление',
  },
  progress: {
    label: 'Загрузка страницы',
  },
  carousel: {
    label: 'Карусель',
    slide: 'слайд',
    slideOf: 'Слайд {index} из {total}',
    previous: 'Предыдущий слайд',
    next: 'Следующий слайд',
    goTo: 'Перейти к слайду {index}',
  },
  map: {
    title: 'Карта: {place}',
    open: 'Открыть карту в новой вкладке',
  },
  video: {
    play: 'Воспроизвести видео: {title}',
  },
  orderStatus: {
    process: 'В обработке',
    pending_payment: 'Ожидает оплаты',
    canceled: 'Отменён',
    finished: 'Выполнен',
  },
  agreement: {
    label: 'Я принимаю условия использования и политику конфиденциальности',
    required: 'Необходимо принять условия использования',
  },
  errorPage: {
    notFound: 'Эта страница не найдена',
    generic: 'Произошла ошибка',
    home: 'Перейти на главную',
  },
  validation: {
    required: 'Обязательное поле',
    email: 'Введите корректный адрес электронной почты',
    phone: 'Введите корректный номер телефона',
    minLength: {
      one: 'Длина должна быть не менее {count} символа',
      few: 'Длина должна быть не менее {count} символов',
      many: 'Длина должна быть не менее {count} символов',
      other: 'Длина должна быть не менее {count} символа',
    },
    maxLength: {
      one: 'Длина должна быть не более {count} символа',
      few: 'Длина должна быть не более {count} символов',
      many: 'Длина должна быть не более {count} символов',
      other: 'Длина должна быть не более {count} символа',
    },
    tooShort: 'Значение слишком короткое',
    tooLong: 'Значение слишком длинное',
    password: 'Длина пароля должна быть не менее 8 символов',
    sameAs: 'Пароли должны совпадать',
  },
  apiError: {
    not_found: 'Не удалось найти то, что вы искали.',
    invalid_request: 'Проверьте введённые данные и попробуйте ещё раз.',
    payload_too_large: 'Отправленный файл или данные слишком большие.',
    unsupported_media_type: 'Этот тип файла не поддерживается.',
    internal_error: 'Что-то пошло не так. Попробуйте ещё раз позже.',
    network: 'Нет соединения. Проверьте подключение к интернету и попробуйте ещё раз.',
    aborted: 'Запрос отменён.',
  },
} as const satisfies Catalogue<'ru'>;
