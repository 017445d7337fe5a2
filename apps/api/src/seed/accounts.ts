import type { users } from '../db/schema.js';

/** The password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'demo-shop-1';

export interface DemoAccount {
  role: 'customer' | 'juridical customer' | 'dealer' | 'manager';
  row: Omit<typeof users.$inferInsert, 'passwordHash'>;
}

/**
 * The seeded accounts of docs/architecture.md: a customer, a juridical customer, a dealer with a
 * discount and a manager (agent). Sign in with the e-mail or the phone and DEMO_PASSWORD.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'customer',
    row: {
      email: 'client@demo.md',
      phone: '+37369000001',
      personType: 'physical',
      firstName: 'Ana',
      lastName: 'Rusu',
      address: 'str. Ștefan cel Mare 1, Chișinău',
      newsletter: true,
    },
  },
  {
    role: 'juridical customer',
    row: {
      email: 'firma@demo.md',
      phone: '+37369000002',
      personType: 'juridical',
      firstName: 'Ion',
      lastName: 'Ciobanu',
      companyName: 'Construct Grup SRL',
      idno: '1003600012344',
      tva: '0612345',
      iban: 'MD24AG000225100013104168',
      bic: 'AGRNMD2X',
    },
  },
  {
    role: 'dealer',
    row: {
      email: 'dealer@demo.md',
      phone: '+37369000003',
      personType: 'juridical',
      firstName: 'Victor',
      lastName: 'Lungu',
      companyName: 'Dealer Nord SRL',
      idno: '1012600054324',
      iban: 'MD14ML000000002251234567',
      bic: 'MOLDMD2X',
      isDealer: true,
      dealerDiscount: '10',
    },
  },
  {
    role: 'manager',
    row: {
      email: 'manager@demo.md',
      phone: '+37369000004',
      personType: 'physical',
      firstName: 'Elena',
      lastName: 'Popa',
      isAgent: true,
    },
  },
];
