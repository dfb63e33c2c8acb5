import { expect, test } from '@playwright/test';
import { axeRouteWalk, routePages } from '../support/axe-routes';

/** QUALITY.md row 19: axe on every route of the route table, light theme (dark: the -dark spec). */
test('the route table has the pages this spec expects to sign in for', () => {
  const audiences = new Set(routePages.map((route) => route.audience));
  expect([...audiences].sort()).toEqual(['owner', 'portal', 'public', 'tenant']);
  expect(routePages.map((route) => route.pattern)).toContain('/owner-dashboard/calendar');
  expect(routePages.map((route) => route.pattern)).toContain('/tenant-dashboard/payments');
});

axeRouteWalk('light');
