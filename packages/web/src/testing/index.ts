/** The web tests' kit: a fake server, the app's providers, a signed-in customer, sample data. */
export { fakeServer, type Call, type Routes } from './fake-server.ts';
export { FakeXhr, type XhrReply } from './fake-xhr.ts';
export { loadEnglish, renderWithProviders } from './render.tsx';
export { signIn, testUser } from './session.ts';
export { isVisible } from './visible.ts';
export { emptyPage, pageOf } from './fixtures/page.ts';
export * from './fixtures/trading.ts';
export * from './fixtures/wallet.ts';
export * from './fixtures/plans.ts';
