import 'i18next';
import type auth from '@/locales/en/auth';
import type common from '@/locales/en/common';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
    };
  }
}
