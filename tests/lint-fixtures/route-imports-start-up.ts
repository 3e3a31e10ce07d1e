// Linted by tests/lint-rules.test.ts as if it were a route module or a feature: a layer of the shop entering the
// start-up module even by its public entry. A route asks the router's context instead (src/app/router-context.ts).
import { routerContext } from '@/start-up';

export const openingContext = routerContext;
