import 'i18next';
import type auth from '@/locales/en/auth';
import type catalog from '@/locales/en/catalog';
import type common from '@/locales/en/common';
import type content from '@/locales/en/content';
import type home from '@/locales/en/home';
import type product from '@/locales/en/product';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      catalog: typeof catalog;
      content: typeof content;
      home: typeof home;
      product: typeof product;
    };
  }
}
