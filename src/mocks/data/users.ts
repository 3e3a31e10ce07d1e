import { Table } from '../db';
import type { CountryCode } from '@/config/countries';
import type { Role } from '@/lib/session';

export type HeardFrom = 'facebook' | 'instagram' | 'x' | 'website' | 'friend' | 'other';

export type DbUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The mock keeps passwords as given; it is a development tool, never a server. */
  password: string;
  country: CountryCode;
  birthDate: string;
  heardFrom: HeardFrom;
  role: Role;
};

/** The seeded accounts, listed in docs/development.md (and the README names two). */
export const SEED_PASSWORD = 'Tafseel#2026';
export const seedAccounts = {
  customer: 'noora@example.com',
  admin: 'admin@example.com',
  owner: 'owner@example.com',
} as const;

const seed = (): DbUser[] => [
  {
    id: 'u-1001',
    firstName: 'Noora',
    lastName: 'Alkhalifa',
    email: seedAccounts.customer,
    password: SEED_PASSWORD,
    country: 'bh',
    birthDate: '1994-03-12',
    heardFrom: 'instagram',
    role: 'user',
  },
  {
    id: 'u-9001',
    firstName: 'Huda',
    lastName: 'Almansoori',
    email: seedAccounts.admin,
    password: SEED_PASSWORD,
    country: 'bh',
    birthDate: '1988-11-02',
    heardFrom: 'other',
    role: 'admin',
  },
  {
    id: 'u-9002',
    firstName: 'Latifa',
    lastName: 'Alzayani',
    email: seedAccounts.owner,
    password: SEED_PASSWORD,
    country: 'bh',
    birthDate: '1979-06-21',
    heardFrom: 'other',
    role: 'owner',
  },
];

export const users = new Table<DbUser>('users', seed);
export const refreshTokens = new Table<{ token: string; userId: string }>('refresh-tokens', () => []);

export const findUserByEmail = (email: string): DbUser | undefined =>
  users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());
