import { axeRouteWalk } from '../support/axe-routes';

/**
 * QUALITY.md row 19: axe on every route of the route table, dark theme. A file of its own so it runs
 * in the other e2e lane than the light theme's walk.
 */
axeRouteWalk('dark');
