import type { Catalogue } from '../i18n.types.js';

export const orderHistory = {
  title: 'My orders',
  count: {
    one: 'one order',
    other: '{count} orders',
  },
  table: 'Orders of the account',
  number: 'No.',
  delivery: 'Delivery',
  date: 'Date',
  price: 'Amount',
  status: 'Status',
  actions: 'Actions',
  open: 'View',
  openOrder: 'View order No. {number}',
  fastOrder: 'Quick order',
  noDelivery: 'Not specified',
  emptyTitle: 'You have no orders yet',
  emptyText: 'Orders placed from this account will appear here, with their status.',
  emptyAction: 'Start shopping',
  loadFailedTitle: 'We could not load your orders',
  loadFailedText: 'Check your connection and try again.',
  retry: 'Try again',
} as const satisfies Catalogue<'en'>['orderHistory'];
