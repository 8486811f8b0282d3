import { expect, it } from 'vitest';
import { paths } from '../packages/web/src/config/paths.ts';
import { describeAccessibility, expectNoBlockingIn, routeOf, routes, visit } from './accessibility.ts';
import { closeTab, openTab } from './helpers.ts';

it('the accessibility sweeps cover every route of the app', () => {
  expect(routes.map((route) => route.path).sort()).toEqual(Object.values(paths).sort());
});

describeAccessibility('desktop', (context) => {
  it('has no serious violation with the desktop language dropdown open', async () => {
    const { stack, subjects } = context();
    const tab = await openTab(stack, 'desktop');
    await visit(tab.page, stack, subjects, routeOf(paths.home));
    await tab.page.locator('.topbar .language-trigger').click();
    await tab.page.locator('.topbar .dropdown__menu').waitFor();
    await expectNoBlockingIn(tab.page, {
      route: paths.home,
      viewport: 'desktop',
      session: 'visitor',
      language: 'en',
      state: 'languages open',
    });
    await closeTab(tab);
  });
});
