import { setupServer } from 'msw/node';
import { configureMockDb } from './db';
import { handlers } from './handlers';

configureMockDb({ persist: false });
export const server = setupServer(...handlers);
