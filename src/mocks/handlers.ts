import { authHandlers } from './handlers/auth';
import { cartHandlers } from './handlers/cart';
import { catalogHandlers } from './handlers/catalog';
import { contactHandlers } from './handlers/contact';

/** Every handler of the mock API: one list for the browser worker, Vitest and the browser tests. */
export const handlers = [...authHandlers, ...cartHandlers, ...catalogHandlers, ...contactHandlers];
