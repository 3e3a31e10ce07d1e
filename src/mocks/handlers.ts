import { addressHandlers } from './handlers/addresses';
import { adminHandlers } from './handlers/admin';
import { authHandlers } from './handlers/auth';
import { cartHandlers } from './handlers/cart';
import { catalogHandlers } from './handlers/catalog';
import { contactHandlers } from './handlers/contact';
import { createFaultHandlers } from './handlers/faults';
import { orderHandlers } from './handlers/orders';
import { profileHandlers } from './handlers/profile';

const apiHandlers = [
  ...authHandlers,
  ...cartHandlers,
  ...catalogHandlers,
  ...contactHandlers,
  ...addressHandlers,
  ...orderHandlers,
  ...profileHandlers,
  ...adminHandlers,
];

/**
 * Every handler of the mock API: one list for the browser worker, Vitest and the browser tests. The fault
 * queue (mockApi.failNext) comes first so it can answer before any real handler.
 */
export const handlers = [...createFaultHandlers(apiHandlers), ...apiHandlers];
