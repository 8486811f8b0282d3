import { it } from 'vitest';
import { paths } from '../packages/web/src/config/paths.ts';
import { describeAccessibility, expectNoBlocking } from './accessibility.ts';
import { Audit } from './axe.ts';
import { closeTab, openTab } from './helpers.ts';

describeAccessibility('mobile', (context) => {
  it('has no serious violation on the mobile welcome board of a new session', async () => {
    const { stack } = context();
    const tab = await openTab(stack, 'mobile', { onboarding: 'pending' });
    await tab.page.goto(stack.url, { waitUntil: 'networkidle' });
    await tab.page.getByRole('dialog', { name: 'Welcome to Trade Platform' }).waitFor();
    const audit = new Audit();
    await audit.check(tab.page, {
      route: paths.home,
      viewport: 'mobile',
      session: 'visitor',
      language: 'en',
      state: 'welcome board',
    });
    expectNoBlocking(audit);
    await closeTab(tab);
  });
});
