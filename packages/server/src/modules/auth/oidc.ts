import * as client from 'openid-client';
import { ErrorCode, USERNAME_PATTERN, type Session } from '@tp/contract';
import type { OidcProviderConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../core/errors.ts';
import * as repo from './repo.ts';
import { toUser, type AuthService } from './service.ts';
import { hashSecret } from '../../core/secrets.ts';

/** An authorization request must come back within ten minutes. */
export const OIDC_LOGIN_TTL_MS = 10 * 60 * 1000;
const USERNAME_RETRIES = 20;

export interface OidcDeps {
  db: Db;
  auth: AuthService;
  providers: OidcProviderConfig[];
  publicUrl: string;
  now: () => Date;
}

/**
 * Sign-in with any configured OpenID Connect provider through the authorization-code flow with
 * PKCE, state and nonce; openid-client checks the ID token's signature, issuer, audience and
 * nonce. Accounts are linked by the provider's subject id only, never by e-mail.
 */
export class OidcService {
  private readonly configurations = new Map<string, Promise<client.Configuration>>();

  constructor(private readonly deps: OidcDeps) {}

  callbackUrl(provider: string): string {
    return `${this.deps.publicUrl}/api/loginCallback/${provider}`;
  }

  private provider(name: string): OidcProviderConfig {
    const provider = this.deps.providers.find((p) => p.name === name);
    if (!provider) throw new AppError(ErrorCode.badParameters, `Sign-in with ${name} is not configured.`);
    return provider;
  }

  private configuration(name: string): Promise<client.Configuration> {
    const provider = this.provider(name);
    let configuration = this.configurations.get(name);
    if (!configuration) {
      const issuer = new URL(provider.issuer);
      // Plain http is accepted only for an issuer on this machine (a local test provider).
      const local = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
      configuration = client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- deliberate, and only for a local issuer
        execute: local && issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: 10,
      });
      configuration.catch(() => this.configurations.delete(name));
      this.configurations.set(name, configuration);
    }
    return configuration;
  }

  /** Starts a sign-in: remembers state, nonce and PKCE verifier, and returns the provider's URL. */
  async start(name: string): Promise<URL> {
    const configuration = await this.configuration(name);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const redirectUri = this.callbackUrl(name);
    await repo.insertOidcLogin(this.deps.db, {
      stateHash: hashSecret(state),
      provider: name,
      nonce,
      codeVerifier,
      redirectUri,
      expiresAt: new Date(this.deps.now().getTime() + OIDC_LOGIN_TTL_MS),
    });
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /** Finishes a sign-in: exchanges the code once, checks the ID token, and opens a session. */
  async finish(name: string, input: { code: string; state: string; redirectUri: string }): Promise<Session> {
    const configuration = await this.configuration(name);
    const pending = await repo.useOidcLogin(this.deps.db, hashSecret(input.state), name, this.deps.now());
    if (!pending || pending.redirectUri !== input.redirectUri) {
      throw new AppError(ErrorCode.badParameters, 'The sign-in request is unknown, expired or already used.');
    }
    const currentUrl = new URL(pending.redirectUri);
    currentUrl.searchParams.set('code', input.code);
    currentUrl.searchParams.set('state', input.state);
    let claims: client.IDToken;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: input.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      claims = idToken;
    } catch {
      throw new AppError(ErrorCode.badParameters, 'The sign-in provider did not confirm this sign-in.');
    }
    return this.sessionForSubject(name, claims);
  }

  /**
   * Two first sign-ins of one subject can race; the loser's insert breaks a unique constraint,
   * and a second attempt finds the identity (or the e-mail) the winner stored.
   */
  private async sessionForSubject(provider: string, claims: client.IDToken): Promise<Session> {
    try {
      return await this.linkOrCreate(provider, claims);
    } catch (err) {
      if (uniqueViolation(err) === null) throw err;
      return this.linkOrCreate(provider, claims);
    }
  }

  private async linkOrCreate(provider: string, claims: client.IDToken): Promise<Session> {
    const { db, auth } = this.deps;
    const email =
      typeof claims.email === 'string' && claims.email_verified === true ? claims.email.toLowerCase() : null;
    return db.transaction(async (tx) => {
      const linked = await repo.findIdentityUser(tx, provider, claims.sub);
      let user = linked === undefined ? undefined : await repo.findUserById(tx, linked);
      if (!user) {
        const emailFree = email !== null && !(await repo.emailTaken(tx, email));
        user = await auth.createUser(tx, {
          username: await this.freeUsername(tx, email ?? claims.sub),
          email: emailFree ? email : null,
          passwordHash: null,
        });
        await repo.insertIdentity(tx, { userId: user.id, provider, subject: claims.sub, email });
      }
      if (user.status !== 'active') throw new AppError(ErrorCode.abnormalUserStatus);
      return { token: await auth.openSession(tx, user.id), user: toUser(user) };
    });
  }

  /** A valid, unused username derived from the e-mail's local part. */
  private async freeUsername(tx: Db, seed: string): Promise<string> {
    const base = `u${(seed.split('@')[0] ?? '').replace(/[^A-Za-z0-9_]/g, '')}`.slice(0, 14).padEnd(4, '0');
    for (let attempt = 0; attempt < USERNAME_RETRIES; attempt++) {
      const candidate = attempt === 0 ? base : `${base}_${Math.floor(Math.random() * 1e5)}`;
      if (USERNAME_PATTERN.test(candidate) && !(await repo.usernameTaken(tx, candidate))) return candidate;
    }
    throw new AppError(ErrorCode.usernameExists);
  }
}
