import { it } from 'vitest';
import { paths } from '../packages/web/src/config/paths.ts';
import { describeAccessibility, expectNoBlockingIn } from './accessibility.ts';
import { closeTab, openTab } from './helpers.ts';

describeAccessibility('mobile', (context) => {
  it('has no serious violation on the mobile welcome board of a new session', async () => {
    const { stack } = context();
    const tab = await openTab(stack, 'mobile', { onboarding: 'pending' });
    await tab.page.goto(stack.url, { waitUntil: 'networkidle' });
    await tab.page.getByRole('dialog', { name: 'Welcome to Trade Platform' }).waitFor();
    await expectNoBlockingIn(tab.page, {
      route: paths.home,
      viewport: 'mobile',
      session: 'visitor',
      language: 'en',
      state: 'welcome board',
    });
    await closeTab(tab);
  });
});
