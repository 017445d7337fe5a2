import type { AdminContact, Requisite, ShopContact } from '@shop/core/contract';
import { createElement } from 'react';
import type { ContactsPageProps } from '../contacts-page.js';
import { MapModal, type MapModalProps } from '../../map-modal/index.js';

/** Shops as GET /api/contacts/addresses/ answers them in Romanian (the embed is a local page). */
export const SAMPLE_SHOPS: ShopContact[] = [
  {
    id: 1,
    city: 'Chișinău',
    location: 'str. Ismail 98',
    type: 'Magazin și showroom',
    phone: '+373 22 123 456',
    email: 'ismail@casaplus.md',
    schedule: 'Luni–Sâmbătă 9:00–20:00\nDuminică 10:00–18:00',
    map_url: '/samples/map.html',
    latitude: 47.0167,
    longitude: 28.8497,
  },
  {
    id: 2,
    city: 'Bălți',
    location: 'str. Independenței 5',
    type: 'Magazin',
    phone: '+373 231 22 333',
    email: 'balti@casaplus.md',
    schedule: 'Luni–Duminică 9:00–19:00',
    map_url: '/samples/map.html',
    latitude: 47.7617,
    longitude: 27.9289,
  },
  {
    id: 3,
    city: 'Cahul',
    location: 'bd. Victoriei 2',
    type: 'Depozit',
    phone: null,
    email: null,
    schedule: null,
    map_url: null,
    latitude: null,
    longitude: null,
  },
];

export const SAMPLE_ADMINS: AdminContact[] = [
  {
    id: 1,
    position: 'Director general',
    name: 'Alexandru Ciobanu',
    phone: '+373 22 100 100',
    email: 'director@casaplus.md',
  },
  {
    id: 2,
    position: 'Director comercial',
    name: 'Elena Rusu',
    phone: null,
    email: 'vanzari@casaplus.md',
  },
];

export const SAMPLE_REQUISITES: Requisite[] = [
  { id: 1, title: 'Denumirea', value: 'CasaPlus SRL' },
  { id: 2, title: 'IDNO', value: '1009600012345' },
  { id: 3, title: 'IBAN', value: 'MD22AG000000022512345678' },
  { id: 4, title: 'Banca', value: 'Moldova Agroindbank' },
];

/** The map dialog as the storefront gives it (there, loaded with the first opening). */
const mapModal = (props: MapModalProps) => createElement(MapModal, props);

/** The page's states, shared by the stories and the tests. */
export const contactsPageExamples = {
  full: {
    shops: SAMPLE_SHOPS,
    adminContacts: SAMPLE_ADMINS,
    requisites: SAMPLE_REQUISITES,
    mapModal,
  },
  noAdmins: { shops: SAMPLE_SHOPS, adminContacts: [], requisites: SAMPLE_REQUISITES, mapModal },
  noRequisites: { shops: SAMPLE_SHOPS, adminContacts: SAMPLE_ADMINS, requisites: [], mapModal },
  withoutCoordinates: {
    shops: SAMPLE_SHOPS,
    adminContacts: SAMPLE_ADMINS,
    requisites: SAMPLE_REQUISITES,
    mapModal,
    selectedId: 3,
  },
  selected: {
    shops: SAMPLE_SHOPS,
    adminContacts: SAMPLE_ADMINS,
    requisites: SAMPLE_REQUISITES,
    mapModal,
    selectedId: 2,
  },
  modalOpen: {
    shops: SAMPLE_SHOPS,
    adminContacts: SAMPLE_ADMINS,
    requisites: SAMPLE_REQUISITES,
    mapModal,
    selectedId: 2,
    defaultMapOpen: true,
  },
} satisfies Record<string, ContactsPageProps>;
