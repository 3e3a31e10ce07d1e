import 'i18next';
import type account from '@/locales/en/account';
import type auth from '@/locales/en/auth';
import type cart from '@/locales/en/cart';
import type catalog from '@/locales/en/catalog';
import type checkout from '@/locales/en/checkout';
import type common from '@/locales/en/common';
import type chat from '@/locales/en/chat';
import type consent from '@/locales/en/consent';
import type content from '@/locales/en/content';
import type feedback from '@/locales/en/feedback';
import type home from '@/locales/en/home';
import type product from '@/locales/en/product';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      account: typeof account;
      auth: typeof auth;
      cart: typeof cart;
      catalog: typeof catalog;
      checkout: typeof checkout;
      chat: typeof chat;
      consent: typeof consent;
      content: typeof content;
      feedback: typeof feedback;
      home: typeof home;
      product: typeof product;
    };
  }
}
