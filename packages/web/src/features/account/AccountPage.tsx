import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@tp/contract';
import { paths, supportUrl } from '../../config/paths.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { isMobileDevice } from '../../lib/device.ts';
import { setColorConvention, useColorConvention } from '../../lib/colors.ts';
import { useAccountMode, useSession } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Choices } from '../../ui/Choices.tsx';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import { LanguagePicker } from '../../ui/LanguagePicker.tsx';
import { ModeSwitch } from '../../ui/ModeSwitch.tsx';
import { showToast } from '../../ui/toast.tsx';
import { useLogout } from './api/logout.ts';
import { useUserInfo } from './api/user-info.ts';
import './account.css';

type ItemKey =
  | 'balance'
  | 'records'
  | 'loans'
  | 'orders'
  | 'myNfts'
  | 'notifications'
  | 'invite'
  | 'verification'
  | 'changePassword'
  | 'settings'
  | 'help';

const items: { key: ItemKey; to: string; icon: IconName }[] = [
  { key: 'balance', to: paths.balance, icon: 'wallet' },
  { key: 'records', to: `${paths.balance}?view=records&tab=transactions`, icon: 'list' },
  { key: 'loans', to: paths.loan, icon: 'loan' },
  { key: 'orders', to: paths.orders, icon: 'market' },
  { key: 'myNfts', to: paths.myNfts, icon: 'nfts' },
  { key: 'notifications', to: paths.notifications, icon: 'bell' },
  { key: 'invite', to: paths.invite, icon: 'gift' },
  { key: 'verification', to: paths.verification, icon: 'shield' },
  { key: 'changePassword', to: paths.changePassword, icon: 'lock' },
  { key: 'settings', to: paths.settings, icon: 'settings' },
  { key: 'help', to: paths.help, icon: 'help' },
];

/** Which colour means a rise: the specification's red, or green as many markets use. */
function ColorConventionSwitch() {
  const { t } = useTranslation('account');
  const convention = useColorConvention();
  return (
    <Choices
      role="radiogroup"
      label={t('items.colors')}
      options={['red-up', 'green-up'] as const}
      value={convention}
      onChange={setColorConvention}
    >
      {(option) => t(option === 'red-up' ? 'colors.redUp' : 'colors.greenUp')}
    </Choices>
  );
}

function CopyInviteCode({ code }: { code: string }) {
  const { t } = useTranslation('account');
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => {
        showToast(t('copied'), 'success');
      },
      () => {
        showToast(t('copyFailed'), 'error');
      },
    );
  };
  // The name starts with the code it shows (WCAG 2.5.3: a voice user says what they see), then says what it does.
  return (
    <button type="button" className="chip chip--code" onClick={copy}>
      {code} <span className="sr-only">{t('copy')}</span>
      <Icon name="copy" size={14} />
    </button>
  );
}

/** Who the customer is: name, e-mail, since when, the account in use, the invite code and KYC. */
function AccountCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const mode = useAccountMode();
  return (
    <div className="account__card">
      <div className="account__avatar" aria-hidden="true">
        {user.username.slice(0, 1).toUpperCase()}
      </div>
      <div className="account__who">
        <h1>{user.username}</h1>
        <p className="muted">{user.email}</p>
        <p className="muted">
          {t('memberSince', { date: new Date(user.createdAt).toLocaleDateString(i18n.language) })}
        </p>
      </div>
      <dl className="account__facts">
        <div>
          <dt>{t('mode.accountType')}</dt>
          <dd className={`badge badge--${mode}`}>{t(mode === 'demo' ? 'mode.demoAccount' : 'mode.realAccount')}</dd>
        </div>
        <div>
          <dt>{t('inviteCode')}</dt>
          <dd>
            <CopyInviteCode code={user.inviteCode} />
          </dd>
        </div>
        <div>
          <dt>{t('kyc')}</dt>
          <dd>{t(`kycStatus.${user.kycStatus}`)}</dd>
        </div>
      </dl>
      <ModeSwitch />
    </div>
  );
}

/** The account's pages, support, and the language and colour settings. */
function AccountMenu() {
  const { t } = useTranslation('account');
  return (
    <ul className="account__menu">
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.to}>
            <Icon name={item.icon} />
            <span>{t(`items.${item.key}`)}</span>
            <Icon name="chevron" size={16} className="account__chevron" />
          </Link>
        </li>
      ))}
      <li>
        <a href={supportUrl(currentLanguage())} target="_blank" rel="noopener">
          <Icon name="support" />
          <span>{t('items.support')}</span>
          <Icon name="chevron" size={16} className="account__chevron" />
        </a>
      </li>
      <li className="account__language">
        <Icon name="globe" />
        <span>{t('items.language')}</span>
        <LanguagePicker variant={isMobileDevice ? 'modal' : 'dropdown'} />
      </li>
      <li className="account__language">
        <Icon name="trading" />
        <span>{t('items.colors')}</span>
        <ColorConventionSwitch />
      </li>
    </ul>
  );
}

/**
 * Signs out, and goes home whether or not the server heard it: the session here is gone either
 * way. Used by the page itself, which stays mounted when the session goes: the sign-out's own
 * callbacks run only while the component that started it is there.
 */
function useSignOut() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const logout = useLogout();
  const signOut = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        showToast(t('loggedOut'), 'info');
        void navigate(paths.home, { replace: true });
      },
    });
  };
  return { busy: logout.isPending, signOut };
}

export default function AccountPage() {
  const { t } = useTranslation('account');
  const { loggedIn, user: storedUser } = useSession();
  const { data: fetchedUser } = useUserInfo();
  const { busy, signOut } = useSignOut();
  const user = fetchedUser ?? storedUser;
  if (!loggedIn || !user) {
    return (
      <section className="page page--narrow account account--guest">
        <Icon name="account" size={40} />
        <p>{t('loginPrompt')}</p>
        <Link className="btn btn--primary" to={paths.login}>
          {t('nav.login')}
        </Link>
      </section>
    );
  }
  return (
    <section className="page page--narrow account">
      <AccountCard user={user} />
      <AccountMenu />
      <Button variant="danger" block busy={busy} onClick={signOut}>
        <Icon name="logout" size={18} /> {t('logout')}
      </Button>
    </section>
  );
}
